import { Anchor, AppShell, Burger, Group, NavLink, ScrollArea, Text, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { NAV_ITEMS, type NavItem, type NavSection } from '@/app/layouts/navigation';
import { UserMenu } from '@/app/layouts/user-menu';
import { LanguageSelector } from '@/components/ui/language-selector';
import { Logo } from '@/components/ui/logo';
import { MAIN_CONTENT_ID } from '@/components/ui/skip-link';
import { paths } from '@/config/paths';
import { FrameSearch } from '@/features/stock/stock/components/frame-search';
import { useAuthUser } from '@/lib/auth/auth-context';
import { canAccess } from '@/lib/authorization';
import { useLocale } from '@/lib/locale';
import { can } from '@veloport/domain';

export function DashboardLayout() {
  // The menu's labels are in `dashboard`, out of the catalogue every public page loads (decision 017); the few
  // others (and "My settings", which the user menu shows on public pages too) in `common`.
  const { t } = useTranslation(['dashboard', 'common'], { nsMode: 'fallback' });
  const user = useAuthUser();
  const locale = useLocale();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);

  const theme = useMantineTheme();
  // One frame search at a time (two copies would share a label and an id): in the header from `sm` up, else in the menu.
  const wide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`) ?? false;
  const frameSearch = can(user, 'admin') ? <FrameSearch /> : null;
  const items = NAV_ITEMS.filter((item) => canAccess(user, item));
  const isActive = (item: NavItem) => {
    if (item.external) return false;
    const href = item.href(locale);
    return item.exact ? pathname === href || pathname === `${href}/` : pathname.startsWith(href);
  };

  // A section's items form one labelled group where its first item stands, even when modules appended their items
  // further down NAV_ITEMS (a section split in two would show its heading twice).
  const groups: { section?: NavSection; items: NavItem[] }[] = [];
  for (const item of items) {
    const same = item.section ? groups.find((g) => g.section === item.section) : groups.at(-1);
    if (same && same.section === item.section) same.items.push(item);
    else groups.push({ section: item.section, items: [item] });
  }
  const link = (item: NavItem) => {
    const Icon = item.icon;
    const common = { label: t(item.labelKey), leftSection: <Icon size={18} aria-hidden />, onClick: close };
    return item.external ? (
      <NavLink key={item.key} {...common} component="a" href={item.href(locale)} />
    ) : (
      <NavLink
        key={item.key}
        {...common}
        component={Link}
        to={item.href(locale)}
        active={isActive(item)}
        aria-current={isActive(item) ? 'page' : undefined}
      />
    );
  };

  return (
    <AppShell header={{ height: 64 }} navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="lg">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('layout.toggleNavigation')}
              aria-expanded={opened}
              aria-controls="dashboard-navigation"
            />
            <Anchor component={Link} to={paths.dashboard.getHref(locale)} underline="never">
              <Logo size="lg" />
            </Anchor>
          </Group>
          {/* On a phone the frame search moves into the menu: the account menu (the only sign-out) stays on screen. */}
          <Group gap="sm" wrap="nowrap">
            {frameSearch && wide && frameSearch}
            <UserMenu user={user} />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar id="dashboard-navigation" aria-label={t('layout.mainNavigation')} p="sm">
        {frameSearch && !wide && <AppShell.Section pb="sm">{frameSearch}</AppShell.Section>}
        <AppShell.Section grow component={ScrollArea}>
          {groups.map(({ section, items: sectionItems }) => {
            const links = sectionItems.map(link);
            if (!section) return links;
            const labelId = `nav-section-${section}`;
            return (
              <div key={section} role="group" aria-labelledby={labelId}>
                <Text id={labelId} size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4}>
                  {t(`nav.sections.${section}`)}
                </Text>
                {links}
              </div>
            );
          })}
        </AppShell.Section>
        <AppShell.Section pt="sm">
          <LanguageSelector />
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
