import { Button, Group, Paper, Title } from '@mantine/core';
import {
  IconBarcode,
  IconBike,
  IconBuilding,
  IconCalendarStats,
  IconCash,
  IconClipboardList,
  IconFilePlus,
  IconListCheck,
  IconChecklist,
  IconTool,
  IconUserPlus,
  type Icon,
} from '@tabler/icons-react';
import type { Locale } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { canAccess, type AccessRule } from '@/lib/authorization';
import { useAuthUser } from '@/lib/auth/auth-context';
import { useLocale } from '@/lib/locale';

type QuickAction = AccessRule & { key: string; icon: Icon; href: (locale: Locale) => string };

/** The everyday tasks of each role, one click from the dashboard; the same rules as their routes. */
const QUICK_ACTIONS: readonly QuickAction[] = [
  // The spec's three (§2: cash register, encoding, calendar), then the two forms the shop opens most.
  { key: 'till', icon: IconCash, href: paths.checkout.till.getHref, permission: ['admin', 'order'], shopStaff: true },
  { key: 'encode', icon: IconBarcode, href: paths.stock.encode.getHref, permission: ['admin'] },
  {
    key: 'calendar',
    icon: IconCalendarStats,
    href: paths.workshopCapacity.getHref,
    permission: ['admin', 'bikeMechanic'],
    shopStaff: true,
  },
  {
    key: 'newOffer',
    icon: IconFilePlus,
    href: (locale) => paths.sales.offerCreate.getHref(locale, {}),
    permission: ['admin', 'order'],
    shopStaff: true,
  },
  { key: 'newMaintenance', icon: IconTool, href: paths.maintenance.workshopCreate.getHref, permission: ['admin', 'bikeMechanic'] },
  { key: 'addBike', icon: IconBike, href: paths.stock.bikeCreate.getHref, permission: ['admin'] },
  { key: 'inventory', icon: IconClipboardList, href: paths.inventory.list.getHref, permission: ['admin', 'bikeMechanic'] },
  { key: 'newCompany', icon: IconBuilding, href: (locale) => paths.companies.create.getHref(locale), permission: ['admin'] },
  { key: 'addUser', icon: IconUserPlus, href: paths.userCreate.getHref, permission: ['admin', 'fleetManager'] },
  { key: 'conditions', icon: IconListCheck, href: paths.fleetConditions.home.getHref, permission: ['fleetManager'] },
  { key: 'quiz', icon: IconChecklist, href: (locale) => paths.fleetQuiz.getHref(locale), permission: ['fleetManager'] },
  { key: 'externalBike', icon: IconTool, href: paths.catalog.externalBikeCreate.getHref, permission: ['fleetManager'] },
];

export function QuickActions() {
  const { t } = useTranslation('dashboard');
  const user = useAuthUser();
  const locale = useLocale();
  const actions = QUICK_ACTIONS.filter((action) => canAccess(user, action));
  if (actions.length === 0) return null;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="quick-actions-title">
      <Title order={2} size="h4" id="quick-actions-title" mb="sm">
        {t('quick.title')}
      </Title>
      <Group gap="sm">
        {actions.map(({ key, icon: ActionIcon, href }) => (
          <Button key={key} component={Link} to={href(locale)} variant="light" leftSection={<ActionIcon size={18} aria-hidden />}>
            {t(`quick.${key}`)}
          </Button>
        ))}
      </Group>
    </Paper>
  );
}
