import { Button, Group } from '@mantine/core';
import { addMonths, brusselsToday, lastDayOfMonth, type StatisticsPeriod } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/date-field';

/** The usual periods, from the one clock: this month so far, last month, this year so far, the last twelve months. */
export const PERIOD_PRESETS = {
  thisMonth: () => ({ from: `${brusselsToday().slice(0, 7)}-01`, to: brusselsToday() }),
  lastMonth: () => {
    const month = addMonths(`${brusselsToday().slice(0, 7)}-01`, -1).slice(0, 7);
    return { from: `${month}-01`, to: lastDayOfMonth(month) };
  },
  thisYear: () => ({ from: `${brusselsToday().slice(0, 4)}-01-01`, to: brusselsToday() }),
  last12Months: () => ({ from: addMonths(`${brusselsToday().slice(0, 7)}-01`, -11), to: brusselsToday() }),
} satisfies Record<string, () => StatisticsPeriod>;

/** From and to (Brussels days, both included) and the usual periods one click away. */
export function StatisticsPeriodPicker({ period, onChange }: { period: StatisticsPeriod; onChange: (p: StatisticsPeriod) => void }) {
  const { t } = useTranslation('insight');
  return (
    <Group align="flex-end" wrap="wrap" gap="sm">
      <DateField label={t('statistics.period.from')} value={period.from} onChange={(from) => from && onChange({ ...period, from })} />
      <DateField label={t('statistics.period.to')} value={period.to} onChange={(to) => to && onChange({ ...period, to })} />
      <Group gap="xs" wrap="wrap" role="group" aria-label={t('statistics.period.presets')}>
        {(Object.keys(PERIOD_PRESETS) as (keyof typeof PERIOD_PRESETS)[]).map((key) => (
          <Button key={key} variant="default" size="xs" onClick={() => onChange(PERIOD_PRESETS[key]())}>
            {t(`statistics.period.${key}`)}
          </Button>
        ))}
      </Group>
    </Group>
  );
}
