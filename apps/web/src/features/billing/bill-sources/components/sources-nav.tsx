import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { billSourcePaths } from '@/features/billing/bill-sources/paths';
import { useLocale } from '@/lib/locale';

const SCREENS = ['workshopJobs', 'tickets', 'orders', 'rentals', 'bikesToLink', 'bikesLink'] as const;

/** Links between the lists of things to bill and the bills ↔ bikes screens. */
export function SourcesNav() {
  const { t } = useTranslation('billSources');
  const locale = useLocale();
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('nav.label')}>
      <Group gap="md" wrap="wrap">
        {SCREENS.map((screen) => {
          const href = billSourcePaths[screen].getHref(locale);
          const current = pathname === href;
          return (
            <Anchor
              key={screen}
              component={Link}
              to={href}
              fw={current ? 700 : 400}
              underline={current ? 'always' : 'hover'}
              aria-current={current ? 'page' : undefined}
            >
              {t(`screens.${screen}.nav`)}
            </Anchor>
          );
        })}
      </Group>
    </nav>
  );
}
