import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { minimalCompaniesQueryOptions } from '@/lib/auth/admin-context';

/** How a user's history words coded values: status, language, permissions, contact type, and the company by name. */
export function useUserHistoryWords() {
  const { t, i18n } = useTranslation('users');
  // The company list is already cached for admins; anyone else keeps the id, which the list would not name either.
  const companies = useQuery(minimalCompaniesQueryOptions());
  const describe = (path: string[], value: unknown) => {
    if (path.join('.') === 'companyId' && typeof value === 'number') return companies.data?.find((c) => c.id === value)?.name;
    if (typeof value !== 'string') return undefined;
    const key = {
      status: `status.${value}`,
      permissions: `permissions.${value}`,
      contactType: `contactTypes.${value}`,
      language: `common:languages.${value}`,
    }[path.join('.')];
    return key && i18n.exists(key, { ns: 'users' }) ? t(key) : undefined;
  };
  return { describe };
}
