import { Button } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { assistancePaths } from '@/config/sharing-statistics-paths';
import { useLocale } from '@/lib/locale';

/** From a reservation that has started: report a problem with its bike (decision 038). */
export function ReportProblemLink({ reservationId }: { reservationId: number }) {
  const { t } = useTranslation('assistance');
  const locale = useLocale();
  return (
    <Button
      component={Link}
      to={assistancePaths.create.getHref(locale, reservationId)}
      variant="subtle"
      size="xs"
      leftSection={<IconLifebuoy size={14} aria-hidden />}
      style={{ alignSelf: 'flex-start' }}
    >
      {t('reportProblem')}
    </Button>
  );
}
