import { Alert, Anchor, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useReservation } from '@/features/sharing/reservations/api/get-reservation';
import { ReservationActions } from '@/features/sharing/reservations/components/reservation-actions';
import { ReservationSummary } from '@/features/sharing/reservations/components/reservation-summary';
import { ReservationReportsLink } from '@/features/sharing/reservations/components/reservation-reports-link';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

/** `reservations/{id}`: one reservation, its person, and the end change or cancellation still possible. */
export function ReservationDetailPage() {
  const { t } = useTranslation('sharing');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const id = Number(useParams().id);
  const reservation = useReservation(id);
  usePageTitle(t('detail.title', { code: reservation.data?.code ?? '' }));
  return (
    <Stack gap="lg" maw={820}>
      <Anchor component={Link} to={paths.reservations.list.getHref(locale)}>
        {t('detail.back')}
      </Anchor>
      <Title order={1}>{t('detail.title', { code: reservation.data?.code ?? '' })}</Title>
      {reservation.isPending && <Loader aria-label={t('loading')} />}
      {reservation.isError && <Alert color="red">{errorMessage(reservation.error)}</Alert>}
      {reservation.data && (
        <ReservationSummary reservation={reservation.data} showPerson>
          <ReservationActions reservation={reservation.data} />
          <ReservationReportsLink reservationId={reservation.data.id} />
        </ReservationSummary>
      )}
    </Stack>
  );
}
