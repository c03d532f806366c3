import { useTranslation } from 'react-i18next';

/** How a user's history words coded values: status, language, permissions and contact type. */
export function useUserHistoryWords() {
  const { t, i18n } = useTranslation('users');
  const describe = (path: string[], value: unknown) => {
    if (typeof value !== 'string') return undefined;
    const key = { status: `status.${value}`, permissions: `permissions.${value}`, contactType: `contactTypes.${value}`, language: `common:languages.${value}` }[path.join('.')];
    return key && i18n.exists(key, { ns: 'users' }) ? t(key) : undefined;
  };
  return { describe };
}
