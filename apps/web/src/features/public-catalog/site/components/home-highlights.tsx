import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatPrice, type Locale } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useBikes } from '@/features/public-catalog/site/api/get-bikes';
import { useLatestBlogPosts } from '@/features/public-catalog/site/api/get-latest-blog-posts';
import { usePromotions } from '@/features/public-catalog/site/api/get-promotions';
import { ProductCard } from '@/features/public-catalog/site/components/product-card';

const FEATURED = { perPage: 4, sort: 'newest' };

/** The newest bikes of the catalogue, as cards that lead to their page (and its "Add to cart"). */
export function FeaturedBikes({ locale }: { locale: Locale }) {
  const { t } = useTranslation('home');
  const { t: tPublic } = useTranslation('public');
  const bikes = useBikes(FEATURED);
  if (!bikes.data?.data.length) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="home-featured">
      <Group justify="space-between" align="baseline">
        <Title order={2} id="home-featured">
          {t('featured.title')}
        </Title>
        <Anchor component={Link} to={paths.public.bikes.getHref(locale)} fw={600}>
          {t('featured.all')}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        {bikes.data.data.map((bike) => (
          <ProductCard
            key={bike.slug}
            href={paths.public.bike.getHref(locale, bike.slug)}
            title={`${bike.brand} ${bike.model}`}
            photoUrl={bike.photoUrl}
            subtitle={[tPublic(`usage.${bike.usage}`), String(bike.year)].join(' · ')}
            priceCents={bike.priceCents}
            discountPriceCents={bike.discountPriceCents}
            discountPercent={bike.discountPercent}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** The blog's three latest posts in the page's language. */
export function LatestPosts({ locale }: { locale: Locale }) {
  const { t } = useTranslation('home');
  const posts = useLatestBlogPosts(locale);
  if (!posts.data?.data.length) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="home-blog">
      <Group justify="space-between" align="baseline">
        <Title order={2} id="home-blog">
          {t('blog.title')}
        </Title>
        <Anchor component={Link} to={`/${locale}/blog`} fw={600}>
          {t('blog.all')}
        </Anchor>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {posts.data.data.map((post) => (
          <Paper key={post.slug} withBorder p="md" radius="md" component="article">
            <Text size="sm" c="dimmed">
              {formatDate(post.publishedAt)}
            </Text>
            <Anchor component={Link} to={`/${locale}/blog/${encodeURIComponent(post.slug)}`} fw={700}>
              {post.title}
            </Anchor>
            {post.summary && (
              <Text size="sm" mt={4}>
                {post.summary}
              </Text>
            )}
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The promo codes the shop shows to anyone (marked public, usable today), said in the page's language from their
 * figures rather than the description staff typed in one language; applied at the checkout.
 */
export function Promotions() {
  const { t } = useTranslation('home');
  const promotions = usePromotions();
  if (!promotions.data?.data.length) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="home-promotions">
      <Title order={2} id="home-promotions">
        {t('promotions.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {promotions.data.data.map((p) => (
          <Paper key={p.id} withBorder p="md" radius="md" component="article">
            <Text fw={700}>
              {p.kind === 'percent' ? t('promotions.percent', { value: p.value }) : t('promotions.amount', { value: formatPrice(p.value) })}
            </Text>
            <Text size="sm">
              {[
                p.minimumOrderCents > 0 ? t('promotions.minimum', { amount: formatPrice(p.minimumOrderCents) }) : null,
                p.endsOn ? t('promotions.until', { date: formatDate(p.endsOn) }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Text>
            <Text size="sm" mt={4}>
              {t('promotions.code')}{' '}
              <Text span ff="monospace" fw={700}>
                {p.code}
              </Text>
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
