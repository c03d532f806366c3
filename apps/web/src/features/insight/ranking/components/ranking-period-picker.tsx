import { Group, NativeSelect, SegmentedControl } from '@mantine/core';
import { addMonthKeys, brusselsToday } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { monthLabel } from '@/features/insight/ranking/components/month-label';

/** The first year riders' kilometres are kept: the portal's shared-bike statistics start in 2024. */
const FIRST_YEAR = 2024;

/** A month (the last 24) or a year (since 2024); `period` is YYYY-MM or YYYY. */
export function RankingPeriodPicker({ period, onChange }: { period: string; onChange: (period: string) => void }) {
  const { t, i18n } = useTranslation('ranking');
  const thisMonth = brusselsToday().slice(0, 7);
  const thisYear = Number(thisMonth.slice(0, 4));
  const byMonth = period.length === 7;
  const months = Array.from({ length: 24 }, (_, i) => addMonthKeys(thisMonth, -i));
  const years = Array.from({ length: thisYear - FIRST_YEAR + 1 }, (_, i) => String(thisYear - i));
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SegmentedControl
        aria-label={t('period.kind')}
        value={byMonth ? 'month' : 'year'}
        onChange={(kind) =>
          onChange(kind === 'month' ? (period.startsWith(String(thisYear)) ? thisMonth : `${period.slice(0, 4)}-12`) : period.slice(0, 4))
        }
        data={[
          { value: 'month', label: t('period.month') },
          { value: 'year', label: t('period.year') },
        ]}
      />
      {byMonth ? (
        <NativeSelect
          label={t('period.monthLabel')}
          value={period}
          onChange={(e) => onChange(e.currentTarget.value)}
          data={(months.includes(period) ? months : [period, ...months]).map((m) => ({ value: m, label: monthLabel(m, i18n.language) }))}
          miw={180}
        />
      ) : (
        <NativeSelect
          label={t('period.yearLabel')}
          value={period}
          onChange={(e) => onChange(e.currentTarget.value)}
          data={years}
          miw={120}
        />
      )}
    </Group>
  );
}
