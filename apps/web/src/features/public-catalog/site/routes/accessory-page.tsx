import { Anchor, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { PhotoGallery } from '@/features/public-catalog/site/components/photo-gallery';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { useAccessory } from '@/features/public-catalog/site/api/get-accessory';
import { AddToCart } from '@/features/public-catalog/site/components/add-to-cart';
import { DiscountBadge, Price } from '@/features/public-catalog/site/components/price';
import { StockBadge } from '@/features/public-catalog/site/components/stock-badge';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

export function AccessoryPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('public');
  const locale = useLocale();
  const accessory = useAccessory(slug);
  usePageTitle(accessory.data?.name ?? t('accessories.title'));
  if (!accessory.data) return <LoadState error={accessory.error} />;
  const item = accessory.data;
  const description = item.description[locale] || item.description.fr;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.public.accessories.getHref(locale)} size="sm">
        {t('accessories.back')}
      </Anchor>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <PhotoGallery photos={item.photos.length ? item.photos : item.photoUrl ? [item.photoUrl] : []} name={item.name} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="md">
            <div>
              <Title order={1}>{item.name}</Title>
              <Text c="dimmed">{[item.brand, t(`category.${item.category}`)].filter(Boolean).join(' · ')}</Text>
            </div>
            <Group gap="sm">
              <Price priceCents={item.priceCents} discountPriceCents={item.discountPriceCents} size="xl" />
              <DiscountBadge percent={item.discountPercent} />
            </Group>
            {description && <Text style={{ whiteSpace: 'pre-line' }}>{description}</Text>}
            {/* The shop orders by id; a catalogue answer without one (before the shop's API) offers no cart. */}
            {'id' in item && typeof item.id === 'number' && item.stock.some((s) => s.state !== 'not_in_stock') && (
              <AddToCart
                kind="accessory"
                accessoryId={item.id}
                slug={item.slug}
                name={item.name}
                priceCents={item.discountPriceCents ?? item.priceCents}
              />
            )}
            <section aria-labelledby="accessory-stock">
              <Title order={2} size="h4" id="accessory-stock" mb={4}>
                {t('bike.stock')}
              </Title>
              <Stack gap={6}>
                {item.stock.map((s) => (
                  <Group key={s.locationId} justify="space-between" maw={360}>
                    <Text>{s.name}</Text>
                    <StockBadge state={s.state} />
                  </Group>
                ))}
              </Stack>
            </section>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
