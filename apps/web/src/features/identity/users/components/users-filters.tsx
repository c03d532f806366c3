import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { PERMISSIONS } from '@veloport/domain';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '@/lib/list-params';
import { useAuth } from '@/lib/auth/auth-context';

/**
 * The roles a company's people hold: the shop's staff permissions (admin, mechanic, search) mean nothing inside a
 * company (decision 068), so a fleet manager is not offered them as a filter (issue 25, point 12).
 */
const COMPANY_PERMISSIONS = ['fleetManager', 'order'] as const;

type Props = {
  params: ListParams;
  update: (changes: Record<string, string | null>) => void;
  /** Admins filter by company too. */
  withCompany: boolean;
};

/** Search (typed, applied after a short pause), status, permission and, for admins, company. */
export function UsersFilters({ params, update, withCompany }: Props) {
  const { t } = useTranslation('users');
  const { companies } = useAuth();
  const [q, setQ] = useState(params.q);
  const applySearch = useDebouncedCallback((value: string) => update({ q: value.trim() || null }), 300);

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <TextInput
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        type="search"
        value={q}
        onChange={(event) => {
          setQ(event.currentTarget.value);
          applySearch(event.currentTarget.value);
        }}
        w={{ base: '100%', sm: 260 }}
      />
      <NativeSelect
        label={t('fields.status')}
        value={params.filters.status ?? ''}
        onChange={(event) => update({ status: event.currentTarget.value || null })}
        data={[
          { value: '', label: t('list.allStatuses') },
          { value: 'active', label: t('status.active') },
          { value: 'inactive', label: t('status.inactive') },
        ]}
        w={{ base: '100%', xs: 180 }}
      />
      <NativeSelect
        label={t('fields.permission')}
        value={params.filters.permission ?? ''}
        onChange={(event) => update({ permission: event.currentTarget.value || null })}
        data={[
          { value: '', label: t('list.allPermissions') },
          ...(withCompany ? PERMISSIONS : COMPANY_PERMISSIONS).map((permission) => ({
            value: permission,
            label: t(`permissions.${permission}`),
          })),
        ]}
        w={{ base: '100%', xs: 200 }}
      />
      {withCompany && (
        <NativeSelect
          label={t('fields.company')}
          value={params.filters.companyId ?? ''}
          onChange={(event) => update({ companyId: event.currentTarget.value || null })}
          data={[
            { value: '', label: t('list.allCompanies') },
            ...companies.map((company) => ({ value: String(company.id), label: company.name })),
          ]}
          w={{ base: '100%', xs: 220 }}
        />
      )}
    </Group>
  );
}
