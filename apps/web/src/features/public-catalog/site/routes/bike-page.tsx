import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatDecimal, formatPrice, sizeBandOfModel } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { useBike, type PublicBikeDetail } from '@/features/public-catalog/site/api/get-bike';
import { AddToCart } from '@/features/public-catalog/site/components/add-to-cart';
import { PhotoGallery } from '@/features/public-catalog/site/components/photo-gallery';
import { DiscountBadge, Price } from '@/features/public-catalog/site/components/price';
import { StockBadge } from '@/features/public-catalog/site/components/stock-badge';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';
import choice from '@/features/public-catalog/site/components/choice.module.css';
import classes from './bike-page.module.css';

export function BikePage() {
  const { slug = '' } = useParams();
  const bike = useBike(slug);
  const { t } = useTranslation('public');
  usePageTitle(bike.data ? `${bike.data.brand} ${bike.data.model}` : t('bikes.title'));
  if (!bike.data) return <LoadState error={bike.error} />;
  return <BikeDetail bike={bike.data} />;
}

function BikeDetail({ bike }: { bike: PublicBikeDetail }) {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const name = `${bike.brand} ${bike.model}`;
  const pickupStores = bike.stock.filter((s) => s.state !== 'not_in_stock');
  const [store, setStore] = useState<string>(pickupStores[0] ? String(pickupStores[0].locationId) : '');
  const description = bike.description[locale] || bike.description.fr;
  const yes = t('bike.yes');
  const no = t('bike.no');

  const facts: [string, string][] = [
    [t('bike.fields.brand'), bike.brand],
    [t('bike.fields.year'), String(bike.year)],
    ...(bike.season ? ([[t('bike.fields.season'), bike.season]] as [string, string][]) : []),
    [t('bike.fields.usage'), t(`usage.${bike.usage}`)],
    [t('bike.fields.frameType'), t(`frameType.${bike.frameType}`)],
    [t('bike.fields.electric'), bike.electric ? yes : no],
    ...(bike.engineNm
      ? ([[t('bike.fields.engine'), `${bike.engineNm} Nm · ${bike.engineTier ? t(`engineTier.${bike.engineTier}`) : ''}`]] as [
          string,
          string,
        ][])
      : []),
    ...(bike.batteryWh
      ? ([[t('bike.fields.battery'), `${bike.batteryWh} Wh · ${bike.batteryTier ? t(`batteryTier.${bike.batteryTier}`) : ''}`]] as [
          string,
          string,
        ][])
      : []),
    ...bike.characteristics.map(
      (c) =>
        [
          c.name[locale] || c.name.fr,
          typeof c.value === 'boolean'
            ? c.value
              ? yes
              : no
            : `${typeof c.value === 'number' ? formatDecimal(c.value) : c.value}${c.unit ? ` ${c.unit}` : ''}`,
        ] as [string, string],
    ),
  ];

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={paths.public.bikes.getHref(locale)} size="sm">
        {t('bike.back')}
      </Anchor>
      <div className={classes.columns}>
        <div>
          <PhotoGallery photos={bike.photos.length ? bike.photos : bike.photoUrl ? [bike.photoUrl] : []} name={name} />
        </div>
        <div>
          <Stack gap="md">
            <div>
              <Title order={1}>{name}</Title>
              <Text c="dimmed">{[t(`usage.${bike.usage}`), String(bike.year)].join(' · ')}</Text>
            </div>
            <Group gap="sm">
              <Price priceCents={bike.priceCents} discountPriceCents={bike.discountPriceCents} size="xl" />
              <DiscountBadge percent={bike.discountPercent} />
            </Group>
            <Text size="sm" c="dimmed">
              {t('bike.vatIncluded')}
            </Text>
            <Paper withBorder p="md" radius="md" bg="veloport.0">
              <Text fw={700}>{t('bike.leasing', { price: formatPrice(bike.leasing.monthlyCents) })}</Text>
              <Text size="sm">
                {t('bike.leasingDetail', {
                  months: bike.leasing.months,
                  maintenance: formatPrice(bike.leasing.yearlyMaintenanceBudgetCents),
                  insurance: formatPrice(bike.leasing.monthlyInsuranceCents),
                })}
              </Text>
              <Anchor component={Link} to={paths.public.leasingRequest.getHref(locale, bike.slug)} size="sm" fw={600}>
                {t('bike.askLeasing')}
              </Anchor>
            </Paper>
            <section aria-labelledby="sizes-title">
              <Title order={2} size="h4" id="sizes-title" mb={4}>
                {t('bike.sizes')}
              </Title>
              <Group gap={6}>
                {bike.sizes.map((size) => {
                  const band = sizeBandOfModel(size, bike.usage);
                  return (
                    <Paper key={size} withBorder px="sm" py={4} radius="sm">
                      <Text size="sm">{band && band !== size.trim().toUpperCase() ? `${size} (${band})` : size}</Text>
                    </Paper>
                  );
                })}
              </Group>
            </section>
            <section aria-labelledby="stock-title">
              <Title order={2} size="h4" id="stock-title" mb={4}>
                {t('bike.stock')}
              </Title>
              <Stack gap={6}>
                {bike.stock.map((s) => (
                  <Group key={s.locationId} justify="space-between">
                    <Text>{s.name}</Text>
                    <StockBadge state={s.state} />
                  </Group>
                ))}
              </Stack>
            </section>
            {pickupStores.length > 0 ? (
              <fieldset className={classes.stores} aria-describedby="pickup-hint">
                <legend>{t('bike.pickup')}</legend>
                <p className={classes.hint} id="pickup-hint">
                  {t('bike.pickupHint')}
                </p>
                <Stack gap={6} mt="xs">
                  {pickupStores.map((s) => (
                    <label key={s.locationId} className={choice.choice}>
                      <input
                        type="radio"
                        name="pickup-store"
                        value={String(s.locationId)}
                        checked={store === String(s.locationId)}
                        onChange={(event) => setStore(event.currentTarget.value)}
                      />
                      {s.name}
                    </label>
                  ))}
                </Stack>
              </fieldset>
            ) : (
              <Text size="sm">{t('bike.noPickup')}</Text>
            )}
            {/* In stock or soon available in a store: bought online (the shop orders by the model's id). */}
            {'id' in bike && typeof bike.id === 'number' && pickupStores.length > 0 && (
              <AddToCart
                kind="bike"
                modelId={bike.id}
                slug={bike.slug}
                name={name}
                priceCents={bike.discountPriceCents ?? bike.priceCents}
                sizes={bike.sizes}
              />
            )}
            <Button
              component={Link}
              size="md"
              variant={'id' in bike && pickupStores.length > 0 ? 'light' : 'filled'}
              to={paths.public.testRide.getHref(locale, { bike: bike.slug, store: store ? Number(store) : null })}
            >
              {t('bike.testRide')}
            </Button>
          </Stack>
        </div>
      </div>
      {description && (
        <section aria-labelledby="description-title">
          <Title order={2} size="h3" id="description-title" mb="xs">
            {t('bike.description')}
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>{description}</Text>
        </section>
      )}
      <section aria-labelledby="specs-title">
        <Title order={2} size="h3" id="specs-title" mb="xs">
          {t('bike.characteristics')}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <table className={classes.facts}>
            <tbody>
              {facts.map(([label, value]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </SimpleGrid>
      </section>
    </Stack>
  );
}
