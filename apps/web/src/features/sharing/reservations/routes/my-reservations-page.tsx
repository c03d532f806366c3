import { Alert, Button, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { RESERVATION_GROUPS, type ReservationGroup } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useReservations } from '@/features/sharing/reservations/api/get-reservations';
import { ReservationActions } from '@/features/sharing/reservations/components/reservation-actions';
import { ReservationSummary } from '@/features/sharing/reservations/components/reservation-summary';
import { ReportProblemLink } from '@/features/sharing/reservations/components/report-problem-link';
import { useAuthUser } from '@/lib/auth/auth-context';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

/** My reservations: in progress, future, finished (seed §4), with end change and cancellation. */
export function MyReservationsPage() {
  const { t } = useTranslation('sharing');
  const locale = useLocale();
  const user = useAuthUser();
  const errorMessage = useErrorMessage();
  usePageTitle(t('mine.title'));
  const [group, setGroup] = useState<ReservationGroup>('future');
  const list = useReservations({ group, userId: user.id, sort: 'start', order: group === 'finished' ? 'desc' : 'asc', perPage: 50 });
  return (
    <Stack gap="lg" maw={820}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>{t('mine.title')}</Title>
        <Button component={Link} to={paths.reservations.create.getHref(locale)}>
          {t('book.title')}
        </Button>
      </Group>
      <SegmentedControl
        value={group}
        onChange={(v) => setGroup(v as ReservationGroup)}
        data={RESERVATION_GROUPS.map((g) => ({ value: g, label: t(`groups.${g}`) }))}
        aria-label={t('mine.groups')}
        fullWidth
      />
      {list.isPending && <Loader aria-label={t('loading')} />}
      {list.isError && <Alert color="red">{errorMessage(list.error)}</Alert>}
      {list.data && list.data.data.length === 0 && <Text c="dimmed">{t('mine.empty')}</Text>}
      {list.data?.data.map((r) => (
        <ReservationSummary key={r.id} reservation={r}>
          <ReservationActions reservation={r} />
          {r.group === 'in_progress' || r.group === 'finished' ? <ReportProblemLink reservationId={r.id} /> : null}
        </ReservationSummary>
      ))}
    </Stack>
  );
}
