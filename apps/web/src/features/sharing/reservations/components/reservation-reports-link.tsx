import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { assistancePaths } from '@/config/sharing-statistics-paths';
import { useLocale } from '@/lib/locale';

/** For the fleet manager and staff: the assistance reports made on this reservation (decision 038). */
export function ReservationReportsLink({ reservationId }: { reservationId: number }) {
  const { t } = useTranslation('assistance');
  const locale = useLocale();
  return (
    <Anchor component={Link} to={assistancePaths.list.getHref(locale, reservationId)} size="sm">
      {t('reservationReports')}
    </Anchor>
  );
}
