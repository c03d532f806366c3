import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** How the figures are split: by month, store, brand… */
export function GroupBySelect<G extends string>({ groups, value, onChange }: { groups: readonly G[]; value: G; onChange: (g: G) => void }) {
  const { t } = useTranslation('insight');
  return (
    <NativeSelect
      label={t('statistics.groupBy')}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value as G)}
      data={groups.map((g) => ({ value: g, label: t(`statistics.groups.${g}`) }))}
      maw={240}
    />
  );
}
