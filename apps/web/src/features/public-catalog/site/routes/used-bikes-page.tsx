import { Alert, Badge, Center, Group, Loader, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatCount } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useUsedBikes } from '@/features/public-catalog/site/api/get-used-bikes';
import { ListPagination } from '@/features/public-catalog/site/components/list-pagination';
import { ProductCard } from '@/features/public-catalog/site/components/product-card';
import { useErrorMessage } from '@/lib/errors';
import { useListParams } from '@/lib/list-params';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

export function UsedBikesPage() {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const { params, update } = useListParams({ perPage: 24, sort: 'newest', order: 'desc' });
  const query: Record<string, string | number> = {
    page: params.page,
    perPage: params.perPage,
    sort: params.sort ?? 'newest',
    order: params.order,
  };
  if (params.filters.electric === 'true' || params.filters.electric === 'false') query.electric = params.filters.electric;
  const usedBikes = useUsedBikes(query);
  usePageTitle(t('usedBikes.title'));

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('usedBikes.title')}</Title>
        <Text c="dimmed">{t('usedBikes.intro')}</Text>
      </div>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label={t('bikes.filters.electric')}
          value={params.filters.electric ?? ''}
          onChange={(event) => update({ electric: event.currentTarget.value || null })}
          data={[
            { value: '', label: t('bikes.filters.electricAll') },
            { value: 'true', label: t('bikes.filters.electricYes') },
            { value: 'false', label: t('bikes.filters.electricNo') },
          ]}
          w={{ base: '100%', xs: 220 }}
        />
        <NativeSelect
          label={t('bikes.sort.label')}
          value={`${params.sort ?? 'newest'}:${params.order}`}
          onChange={(event) => {
            const [sort, order] = event.currentTarget.value.split(':');
            update({ sort, order });
          }}
          data={['newest:desc', 'price:asc', 'price:desc'].map((value) => ({ value, label: t(`bikes.sort.${value.replace(':', '_')}`) }))}
          w={{ base: '100%', xs: 220 }}
        />
      </Group>
      {usedBikes.isError && <Alert color="red">{errorMessage(usedBikes.error)}</Alert>}
      {usedBikes.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('common:loading')} />
        </Center>
      ) : usedBikes.data?.data.length === 0 ? (
        <Alert color="gray">{t('usedBikes.empty')}</Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {usedBikes.data?.data.map((bike, index) => (
            <ProductCard
              priority={index < 2}
              key={bike.id}
              href={paths.public.usedBike.getHref(locale, bike.id)}
              title={bike.title}
              photoUrl={bike.photoUrl}
              subtitle={[
                bike.year ? String(bike.year) : null,
                bike.size,
                bike.mileageKm !== null ? `${formatCount(bike.mileageKm)} km` : null,
              ]
                .filter(Boolean)
                .join(' · ')}
              priceCents={bike.priceCents}
              extra={
                <Group gap={4}>
                  <Badge variant="outline" color="gray.8">
                    {t(`condition.${bike.condition}`)}
                  </Badge>
                  {bike.electric && (
                    <Badge variant="light" color="veloport">
                      {t('bikes.electric')}
                    </Badge>
                  )}
                </Group>
              }
            />
          ))}
        </SimpleGrid>
      )}
      {usedBikes.data && (
        <ListPagination total={usedBikes.data.meta.total} page={params.page} perPage={params.perPage} onPage={(page) => update({ page })} />
      )}
    </Stack>
  );
}
