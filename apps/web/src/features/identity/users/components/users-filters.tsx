import { Group, NativeSelect } from '@mantine/core';
import { PERMISSIONS } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '@/lib/list-params';
import { useAuth } from '@/lib/auth/auth-context';
import { SearchInput } from '@/components/ui/search-input';

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

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <SearchInput
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        value={params.q}
        onSearch={(q) => update({ q: q || null })}
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
