import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Each page names itself in the browser tab, after the product. */
export function usePageTitle(title: string): void {
  const { t } = useTranslation('common');
  const appName = t('appName');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}
