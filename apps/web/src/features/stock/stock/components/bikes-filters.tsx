import { Group, NativeSelect, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocations } from '@/features/stock/stock/api/get-locations';
import { useModelSelect } from '@/features/stock/stock/api/get-model-options';
import { BikeSearch } from '@/features/stock/stock/components/bike-search';
import { BikeStateSelects } from '@/features/stock/stock/components/bike-state-selects';
import { useAuth } from '@/lib/auth/auth-context';
import type { ListParams } from '@/lib/list-params';

type Props = { params: ListParams; update: (changes: Record<string, string | null>) => void };

/** Search on frame number, plate, key and lock; store, contract kind, status, company and model. */
export function BikesFilters({ params, update }: Props) {
  const { t } = useTranslation('stock');
  const { companies } = useAuth();
  const locations = useLocations();
  const modelSelect = useModelSelect(params.filters.modelId ?? null, (value) => update({ modelId: value }));
  const width = { base: '100%', xs: 200 };

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <BikeSearch params={params} update={update} />
      <NativeSelect
        label={t('fields.location')}
        value={params.filters.locationId ?? ''}
        onChange={(event) => update({ locationId: event.currentTarget.value || null })}
        data={[{ value: '', label: t('list.all') }, ...(locations.data ?? []).map((l) => ({ value: String(l.id), label: l.name }))]}
        w={width}
      />
      <BikeStateSelects params={params} update={update} />
      <NativeSelect
        label={t('fields.company')}
        value={params.filters.companyId ?? ''}
        onChange={(event) => update({ companyId: event.currentTarget.value || null })}
        data={[{ value: '', label: t('list.all') }, ...companies.map((c) => ({ value: String(c.id), label: c.name }))]}
        w={width}
      />
      <Select
        label={t('fields.model')}
        placeholder={t('list.all')}
        clearable
        {...modelSelect}
        nothingFoundMessage={t('list.noModel')}
        w={{ base: '100%', xs: 260 }}
      />
    </Group>
  );
}
