import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useReservations } from '@/features/sharing/reservations/api/get-reservations';
import { onBehalfMode } from '@/features/sharing/reservations/components/on-behalf';
import { ReservationSummary } from '@/features/sharing/reservations/components/reservation-summary';
import { useAuth } from '@/lib/auth/auth-context';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

/** `reservations/{code}/confirmation`: the reservation just made, with its code. */
export function ConfirmationPage() {
  const { t } = useTranslation('sharing');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const code = useParams().code ?? '';
  usePageTitle(t('confirmation.title'));
  const { user } = useAuth();
  const staff = onBehalfMode(user) === 'any';
  const found = useReservations({ q: code, perPage: 5 });
  const reservation = found.data?.data.find((r) => r.code === code);
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('confirmation.title')}</Title>
      {found.isPending && <Loader aria-label={t('loading')} />}
      {found.isError && <Alert color="red">{errorMessage(found.error)}</Alert>}
      {found.data && !reservation && <Alert color="red">{t('confirmation.notFound')}</Alert>}
      {reservation && (
        <>
          <Alert color="green" title={t('confirmation.booked')}>
            <Text>
              {t('confirmation.yourCode')} <strong data-testid="reservation-code">{reservation.code}</strong>
            </Text>
          </Alert>
          {reservation.user.id !== user?.id && <Text>{t('onBehalf.confirmed', { name: reservation.user.name })}</Text>}
          <ReservationSummary reservation={reservation} showPerson={reservation.user.id !== user?.id} />
        </>
      )}
      <Group>
        {!staff && (
          <Button component={Link} to={paths.reservations.mine.getHref(locale)}>
            {t('mine.title')}
          </Button>
        )}
        <Button component={Link} variant="default" to={paths.reservations.create.getHref(locale)}>
          {t('book.another')}
        </Button>
      </Group>
    </Stack>
  );
}
