import { Button, Group } from '@mantine/core';
import { addDays, brusselsToday } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/date-field';
import type { Period } from '@/features/sharing/statistics/api/get-usage-statistics';

/** Seed §9: statistics count from 1 April 2024. */
const FIRST_DAY = '2024-04-01';
const notBefore = (day: string) => (day < FIRST_DAY ? FIRST_DAY : day);

export const PRESETS = {
  last30: () => ({ from: notBefore(addDays(brusselsToday(), -29)), to: brusselsToday() }),
  thisMonth: () => ({ from: `${brusselsToday().slice(0, 7)}-01`, to: brusselsToday() }),
  thisYear: () => ({ from: notBefore(`${brusselsToday().slice(0, 4)}-01-01`), to: brusselsToday() }),
  last12Months: () => ({ from: notBefore(addDays(brusselsToday(), -364)), to: brusselsToday() }),
} satisfies Record<string, () => Period>;

/** From and to (Brussels days, both included) and a few usual periods one click away. */
export function PeriodPicker({ period, onChange }: { period: Period; onChange: (p: Period) => void }) {
  const { t } = useTranslation('sharingStats');
  return (
    <Group align="flex-end" wrap="wrap" gap="sm">
      <DateField
        label={t('period.from')}
        value={period.from}
        onChange={(from) => from && onChange({ ...period, from: notBefore(from) })}
        minDate={new Date(`${FIRST_DAY}T12:00:00`)}
      />
      <DateField label={t('period.to')} value={period.to} onChange={(to) => to && onChange({ ...period, to })} />
      <Group gap="xs" wrap="wrap" role="group" aria-label={t('period.presets')}>
        {(Object.keys(PRESETS) as (keyof typeof PRESETS)[]).map((key) => (
          <Button key={key} variant="default" size="xs" onClick={() => onChange(PRESETS[key]())}>
            {t(`period.${key}`)}
          </Button>
        ))}
      </Group>
    </Group>
  );
}
