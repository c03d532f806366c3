import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/ui/date-field';
import { currentMonth, type Period } from '@/features/accounting/books/shared/period';

type Props = { period: Period; onChange: (next: Partial<Period>) => void };

/** From and to of the period shown, and a way back to this month. */
export function PeriodPicker({ period, onChange }: Props) {
  const { t } = useTranslation('books');
  return (
    <Group align="flex-end" wrap="wrap" gap="sm">
      <DateField label={t('period.from')} value={period.from} onChange={(from) => from && onChange({ from })} maw={180} />
      <DateField label={t('period.to')} value={period.to} onChange={(to) => to && onChange({ to })} maw={180} />
      <Button variant="default" onClick={() => onChange(currentMonth())}>
        {t('period.thisMonth')}
      </Button>
    </Group>
  );
}
