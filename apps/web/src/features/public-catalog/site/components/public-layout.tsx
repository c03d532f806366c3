import { Anchor, Box, Burger, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconShoppingCart } from '@tabler/icons-react';
import { formatDate, type Locale, brusselsToday } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { LanguageSelector } from '@/components/ui/language-selector';
import { Logo } from '@/components/ui/logo';
import { MAIN_CONTENT_ID } from '@/components/ui/skip-link';
import { paths } from '@/config/paths';
import { useSchedule, type ShopSchedule } from '@/features/public-catalog/site/api/get-schedule';
import { useAuth } from '@/lib/auth/auth-context';
import { useLocale } from '@/lib/locale';
import { useCartCount } from '@/lib/cart-count';
import classes from './public-layout.module.css';

const LINKS = [
  { key: 'bikes', href: paths.public.bikes.getHref },
  { key: 'accessories', href: paths.public.accessories.getHref },
  { key: 'usedBikes', href: paths.public.usedBikes.getHref },
  { key: 'rentals', href: paths.public.rentals.getHref },
  { key: 'tradeIn', href: paths.public.tradeIn.getHref },
  { key: 'contact', href: paths.public.contact.getHref },
  // The FAQ (decision 055): its page lives in features/faq, its address is plain.
  { key: 'faq', href: (locale: Locale) => `/${locale}/faq` },
  { key: 'blog', href: (locale: Locale) => `/${locale}/blog` },
] as const;

// The withdrawal form is linked from the terms of sale and the checkout.
const LEGAL = ['notice', 'terms', 'privacy', 'cookies'] as const;

function NavLinks({ locale, onNavigate }: { locale: Locale; onNavigate?: () => void }) {
  const { t } = useTranslation('public');
  const { t: tCommon } = useTranslation('common');
  const { user } = useAuth();
  return (
    <>
      {LINKS.map((link) => (
        <NavLink key={link.key} to={link.href(locale)} className={classes.link} onClick={onNavigate}>
          {t(`nav.${link.key}`)}
        </NavLink>
      ))}
      {/* A signed-in visitor (who gets the app, not the server's page: decision 010) sees their account. */}
      {user ? (
        <Link
          to={paths.dashboard.getHref(locale)}
          className={classes.signIn}
          onClick={onNavigate}
          title={`${user.firstname} ${user.lastname}`.trim()}
        >
          {tCommon('layout.myAccount')}
        </Link>
      ) : (
        <Link to={paths.login.getHref(locale)} className={classes.signIn} onClick={onNavigate}>
          {t('nav.signIn')}
        </Link>
      )}
    </>
  );
}

/** The cart, with how many items it holds: a read of localStorage, the cart page itself is fetched when opened. */
function CartLink({ locale }: { locale: Locale }) {
  const { t } = useTranslation('public');
  const count = useCartCount();
  return (
    <Link to={paths.shop.cart.getHref(locale)} className={classes.cart} aria-label={count ? t('nav.cartCount', { count }) : t('nav.cart')}>
      <IconShoppingCart aria-hidden size={24} />
      {count > 0 && <span className={classes.count}>{count}</span>}
    </Link>
  );
}

/** Public pages: a header with the site's sections, the page, and a footer with the opening hours. */
export function PublicLayout() {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const [opened, { toggle, close }] = useDisclosure(false);

  return (
    <Box mih="100dvh" className={classes.shell}>
      <Box component="header" className={classes.header}>
        <Container size="xl" py="sm">
          <Group justify="space-between" wrap="nowrap">
            <Anchor component={Link} to={paths.public.home.getHref(locale)} underline="never" aria-label={t('nav.home')}>
              <Logo size="lg" />
            </Anchor>
            <Group gap="xs" visibleFrom="lg" wrap="nowrap">
              <Group component="nav" aria-label={t('nav.label')} gap="xs" wrap="nowrap">
                <NavLinks locale={locale} />
              </Group>
              <LanguageSelector />
            </Group>
            <Group gap={4} wrap="nowrap">
              <CartLink locale={locale} />
              <Burger
                opened={opened}
                onClick={toggle}
                hiddenFrom="lg"
                aria-label={t('nav.toggle')}
                aria-expanded={opened}
                aria-controls="public-mobile-nav"
              />
            </Group>
          </Group>
          {/* Shown or hidden at once (no Collapse animation: its code weighed 2 kB on every public first page). */}
          <Box hiddenFrom="lg" hidden={!opened}>
            <Stack component="nav" id="public-mobile-nav" aria-label={t('nav.label')} gap={4} py="sm">
              <NavLinks locale={locale} onNavigate={close} />
            </Stack>
            <Box pb="sm">
              <LanguageSelector />
            </Box>
          </Box>
        </Container>
      </Box>
      <Container component="main" id={MAIN_CONTENT_ID} tabIndex={-1} size="xl" py="xl" className={classes.main}>
        <Outlet />
      </Container>
      <PublicFooter />
    </Box>
  );
}

function PublicFooter() {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const schedule = useSchedule();
  return (
    <Box component="footer" className={classes.footer}>
      <Container size="xl" py="xl">
        <Title order={2} size="h4" mb="sm">
          {t('footer.hours')}
        </Title>
        {schedule.data ? (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {schedule.data.stores.map((store) => (
              <StoreHours key={store.locationId} store={store} locale={locale} />
            ))}
          </SimpleGrid>
        ) : (
          <Text c="dimmed">{schedule.isError ? t('footer.hoursUnavailable') : t('footer.hoursLoading')}</Text>
        )}
        <Group component="nav" aria-label={t('footer.legal')} gap="md" mt="lg">
          {LEGAL.map((page) => (
            <Anchor key={page} component={Link} to={paths.legal.getHref(locale, page)} size="sm" c="gray.8">
              {t(`footer.${page}`)}
            </Anchor>
          ))}
        </Group>
        <Text size="sm" c="dimmed" mt="sm">
          {t('footer.tagline')}
        </Text>
      </Container>
    </Box>
  );
}

function StoreHours({ store, locale }: { store: ShopSchedule['stores'][number]; locale: Locale }) {
  const { t } = useTranslation('public');
  const days = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    weekday,
    spans: store.hours.filter((span) => span.weekday === weekday).sort((a, b) => a.opens.localeCompare(b.opens)),
  }));
  const today = brusselsToday();
  const closures = store.closures.filter((closure) => closure.to >= today).slice(0, 3);
  return (
    <div>
      <Title order={3} size="h5" mb={4}>
        {store.name}
      </Title>
      <dl className={classes.hours}>
        {days.map(({ weekday, spans }) => (
          <div key={weekday}>
            <dt>{t(`weekdays.${weekday}`)}</dt>
            <dd>{spans.length ? spans.map((span) => `${span.opens}–${span.closes}`).join(', ') : t('footer.closed')}</dd>
          </div>
        ))}
      </dl>
      {closures.map((closure) => (
        <Text key={closure.id} size="sm" mt={4}>
          {t(closure.kind === 'open' ? 'footer.opening' : 'footer.closure', { from: formatDate(closure.from), to: formatDate(closure.to) })}
          {closure.reason[locale] ? ` (${closure.reason[locale]})` : ''}
        </Text>
      ))}
    </div>
  );
}
