import { Group, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { STATISTICS_TABS } from '@/config/statistics-paths';
import { useLocale } from '@/lib/locale';

/**
 * The statistics' tabs as links (each tab is its own address, so it can be bookmarked and shared); the period in
 * the address goes along, so switching tab keeps the period being read.
 */
export function StatisticsTabs() {
  const { t } = useTranslation('insight');
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const period = new URLSearchParams(search);
  const kept = new URLSearchParams([...period].filter(([key]) => key === 'from' || key === 'to')).toString();
  return (
    <Group
      component="nav"
      aria-label={t('statistics.tabsLabel')}
      gap={4}
      wrap="wrap"
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      {STATISTICS_TABS.map((tab) => {
        const href = tab.href(locale);
        const current = pathname === href;
        return (
          <UnstyledButton
            key={tab.key}
            component={Link}
            to={kept ? `${href}?${kept}` : href}
            aria-current={current ? 'page' : undefined}
            px="md"
            py="xs"
            fw={current ? 700 : 500}
            style={{ borderBottom: current ? '3px solid var(--mantine-color-blue-6)' : '3px solid transparent', marginBottom: -1 }}
          >
            {t(`statistics.tabs.${tab.key}`)}
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
