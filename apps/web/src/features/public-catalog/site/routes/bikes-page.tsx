import { Alert, Anchor, Badge, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import classes from './bikes-page.module.css';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PlainSelect, PlainTextInput } from '@/components/ui/plain-field';
import { paths } from '@/config/paths';
import { useBikes } from '@/features/public-catalog/site/api/get-bikes';
import { BikeFilters } from '@/features/public-catalog/site/components/bike-filters';
import { ListPagination } from '@/features/public-catalog/site/components/list-pagination';
import { ProductCard } from '@/features/public-catalog/site/components/product-card';
import { StockBadge } from '@/features/public-catalog/site/components/stock-badge';
import { bikeApiQuery, SORTS } from '@/features/public-catalog/site/catalog-query';
import { useErrorMessage } from '@/lib/errors';
import { useListParams } from '@/lib/list-params';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

export function BikesPage() {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const { params, update } = useListParams({ perPage: 24, sort: 'price', order: 'asc' });
  const bikes = useBikes(bikeApiQuery(params));
  const [q, setQ] = useState(params.q);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const applySearch = useDebouncedCallback((value: string) => update({ q: value.trim() || null }), 300);
  usePageTitle(t('bikes.title'));
  const hasFilters = Object.keys(params.filters).length > 0 || params.q !== '';
  const storeList = new Intl.ListFormat(locale, { type: 'conjunction' });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('bikes.title')}</Title>
        <Text c="dimmed">{t('bikes.intro')}</Text>
      </div>
      <div className={classes.columns}>
        <div>
          {/* On a phone the filters fold away behind a button, so the bikes come first. */}
          <Button
            hiddenFrom="md"
            variant="default"
            fullWidth
            leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
            aria-expanded={filtersOpen}
            aria-controls="bike-filters"
            onClick={() => setFiltersOpen((open) => !open)}
            mb="sm"
          >
            {t('bikes.filters.title')}
          </Button>
          <Paper
            withBorder
            p="md"
            radius="md"
            component="section"
            id="bike-filters"
            aria-label={t('bikes.filters.title')}
            className={classes.filters}
            data-open={filtersOpen || undefined}
          >
            <Group justify="space-between" mb="sm">
              <Title order={2} size="h4">
                {t('bikes.filters.title')}
              </Title>
              {hasFilters && (
                <Anchor component={Link} to={paths.public.bikes.getHref(locale)} size="sm" onClick={() => setQ('')}>
                  {t('bikes.filters.reset')}
                </Anchor>
              )}
            </Group>
            <BikeFilters key={hasFilters ? 'filtered' : 'clear'} params={params} facets={bikes.data?.facets} update={update} />
          </Paper>
        </div>
        <div>
          <Stack gap="md">
            <Group align="flex-end" gap="sm" wrap="wrap">
              <PlainTextInput
                label={t('bikes.search')}
                placeholder={t('bikes.searchPlaceholder')}
                leftSection={<IconSearch size={16} aria-hidden />}
                type="search"
                value={q}
                onChange={(event) => {
                  setQ(event.currentTarget.value);
                  applySearch(event.currentTarget.value);
                }}
                style={{ flex: 1, minWidth: 200 }}
              />
              <PlainSelect
                label={t('bikes.sort.label')}
                value={`${params.sort ?? 'price'}:${params.order}`}
                onChange={(event) => {
                  const [sort, order] = event.currentTarget.value.split(':');
                  update({ sort, order });
                }}
                data={SORTS.map((value) => ({ value, label: t(`bikes.sort.${value.replace(':', '_')}`) }))}
                className={classes.sort}
              />
            </Group>
            {bikes.isError && <Alert color="red">{errorMessage(bikes.error)}</Alert>}
            {bikes.isPending ? (
              <Center py="xl">
                <Loader role="status" aria-label={t('common:loading')} />
              </Center>
            ) : bikes.data && bikes.data.data.length === 0 ? (
              <Alert color="gray">{t('bikes.empty')}</Alert>
            ) : (
              <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
                {bikes.data?.data.map((bike, index) => (
                  <ProductCard
                    key={bike.slug}
                    priority={index < 2}
                    href={paths.public.bike.getHref(locale, bike.slug)}
                    title={`${bike.brand} ${bike.model}`}
                    photoUrl={bike.photoUrl}
                    subtitle={[t(`usage.${bike.usage}`), String(bike.year), bike.sizeBands.join(' · ')].filter(Boolean).join(' · ')}
                    priceCents={bike.priceCents}
                    discountPriceCents={bike.discountPriceCents}
                    discountPercent={bike.discountPercent}
                    extra={
                      <>
                        <Group gap={4}>
                          {bike.electric && (
                            <Badge variant="light" color="veloport">
                              {t('bikes.electric')}
                            </Badge>
                          )}
                          {bike.engineTier && (
                            <Badge variant="outline" color="gray.8">
                              {t(`engineTier.${bike.engineTier}`)}
                            </Badge>
                          )}
                        </Group>
                        <Group gap={6} align="center">
                          <StockBadge state={bike.stockState} />
                          {bike.inStockAt.length > 0 && (
                            <Text size="sm" c="dimmed">
                              {t('bikes.inStockAt', { stores: storeList.format(bike.inStockAt.map((s) => s.name)) })}
                            </Text>
                          )}
                        </Group>
                      </>
                    }
                  />
                ))}
              </SimpleGrid>
            )}
            {bikes.data && (
              <ListPagination
                total={bikes.data.meta.total}
                page={params.page}
                perPage={params.perPage}
                onPage={(page) => update({ page })}
              />
            )}
          </Stack>
        </div>
      </div>
    </Stack>
  );
}
