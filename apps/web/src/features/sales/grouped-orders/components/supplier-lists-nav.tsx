import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLocale } from '@/lib/locale';

type Current = 'list' | 'bikes' | 'accessories';

/** The three views of what is bought from suppliers: the grouped orders, their bike lines, their accessory lines. */
export function SupplierListsNav({ current }: { current: Current }) {
  const { t } = useTranslation('groupedOrders');
  const locale = useLocale();
  const links: { key: Current; href: string }[] = [
    { key: 'list', href: paths.groupedOrders.list.getHref(locale) },
    { key: 'bikes', href: paths.groupedOrders.bikeOrders.getHref(locale) },
    { key: 'accessories', href: paths.groupedOrders.accessoryOrders.getHref(locale) },
  ];
  return (
    <Group gap="xs" component="nav" aria-label={t('views.label')}>
      {links.map((l) => (
        <Button
          key={l.key}
          component={Link}
          to={l.href}
          size="xs"
          variant={l.key === current ? 'filled' : 'default'}
          aria-current={l.key === current ? 'page' : undefined}
        >
          {t(`views.${l.key}`)}
        </Button>
      ))}
    </Group>
  );
}
