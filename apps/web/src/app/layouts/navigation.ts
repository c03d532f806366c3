import {
  IconApi,
  IconBuilding,
  IconChecklist,
  IconLayoutDashboard,
  IconListCheck,
  IconSettings,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import type { Locale } from '@veloport/domain';
import { paths } from '@/config/paths';
import type { AccessRule } from '@/lib/authorization';

export type NavItem = AccessRule & {
  key: string;
  /** Key in the `common` namespace. */
  labelKey: string;
  icon: Icon;
  href: (locale: Locale) => string;
  /** Active only on this exact path (a parent of other items). */
  exact?: boolean;
  /** Served outside the single-page app: a plain link. */
  external?: boolean;
};

/** The dashboard menu; each module adds its entry here with the same rule as its route. */
export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'dashboard', labelKey: 'nav.dashboard', icon: IconLayoutDashboard, href: paths.dashboard.getHref, exact: true },
  { key: 'user-settings', labelKey: 'nav.userSettings', icon: IconSettings, href: paths.userSettings.getHref },
  { key: 'users', labelKey: 'nav.users', icon: IconUsers, href: paths.users.getHref, permission: ['admin', 'fleetManager'] },
  { key: 'quiz', labelKey: 'nav.quiz', icon: IconChecklist, href: (locale) => paths.fleetQuiz.getHref(locale), permission: ['fleetManager'] },
  { key: 'companies', labelKey: 'nav.companies', icon: IconBuilding, href: paths.companies.list.getHref, permission: ['admin'] },
  {
    key: 'our-conditions',
    labelKey: 'nav.ourConditions',
    icon: IconListCheck,
    href: paths.fleetConditions.home.getHref,
    permission: ['fleetManager'],
  },
  {
    key: 'api-docs',
    labelKey: 'nav.apiDocs',
    icon: IconApi,
    href: () => paths.apiDocs.href,
    external: true,
    permission: ['admin'],
  },
];
