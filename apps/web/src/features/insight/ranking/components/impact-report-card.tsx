import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { brusselsToday } from '@veloport/domain';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardCard } from '@/components/ui/dashboard-card';
import { useAuthUser } from '@/lib/auth/auth-context';

const FIRST_YEAR = 2024;

/** A year and the button that downloads that year's impact report of a company (PDF, in the company's language). */
export function ImpactReportDownload({ companyId }: { companyId: number }) {
  const { t } = useTranslation('ranking');
  const thisYear = Number(brusselsToday().slice(0, 4));
  const [year, setYear] = useState(String(thisYear));
  const years = Array.from({ length: thisYear - FIRST_YEAR + 1 }, (_, i) => String(thisYear - i));
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <NativeSelect label={t('report.year')} value={year} onChange={(e) => setYear(e.currentTarget.value)} data={years} miw={110} />
      <Button
        component="a"
        href={`/api/companies/${companyId}/impact-report.pdf?year=${year}`}
        download
        variant="light"
        leftSection={<IconDownload size={16} aria-hidden />}
      >
        {t('report.download')}
      </Button>
    </Group>
  );
}

/** Dashboard card (fleet manager): the company's impact report of a year. */
export function ImpactReportCard() {
  const { t } = useTranslation('ranking');
  const user = useAuthUser();
  if (!user.company) return null;
  return (
    <DashboardCard title={t('report.cardTitle')}>
      <Text size="sm" mb="sm">
        {t('report.cardText')}
      </Text>
      <ImpactReportDownload companyId={user.company.id} />
    </DashboardCard>
  );
}
