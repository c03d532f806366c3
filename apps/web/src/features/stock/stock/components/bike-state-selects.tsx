import { NativeSelect } from '@mantine/core';
import { BIKE_STATUSES, CONTRACT_KINDS } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { useStockLabels } from '@/features/stock/stock/components/labels';
import type { ListParams } from '@/lib/list-params';

type Props = { params: ListParams; update: (changes: Record<string, string | null>) => void };

/** The bike lists' contract-kind and status filters, "all" first. */
export function BikeStateSelects({ params, update }: Props) {
  const { t } = useTranslation('stock');
  const labels = useStockLabels();
  const width = { base: '100%', xs: 200 };
  return (
    <>
      <NativeSelect
        label={t('fields.contractKind')}
        value={params.filters.contractKind ?? ''}
        onChange={(event) => update({ contractKind: event.currentTarget.value || null })}
        data={[{ value: '', label: t('list.all') }, ...CONTRACT_KINDS.map((c) => ({ value: c, label: labels.contract(c) }))]}
        w={width}
      />
      <NativeSelect
        label={t('fields.status')}
        value={params.filters.status ?? ''}
        onChange={(event) => update({ status: event.currentTarget.value || null })}
        data={[{ value: '', label: t('list.all') }, ...BIKE_STATUSES.map((s) => ({ value: s, label: labels.status(s) }))]}
        w={width}
      />
    </>
  );
}
