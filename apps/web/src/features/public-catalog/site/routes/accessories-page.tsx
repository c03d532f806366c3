import { Alert, Center, Group, Loader, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { ACCESSORY_CATEGORIES } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { useAccessories } from '@/features/public-catalog/site/api/get-accessories';
import { ListPagination } from '@/features/public-catalog/site/components/list-pagination';
import { ProductCard } from '@/features/public-catalog/site/components/product-card';
import { useErrorMessage } from '@/lib/errors';
import { useListParams } from '@/lib/list-params';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

export function AccessoriesPage() {
  const { t } = useTranslation('public');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const { params, update, apiQuery } = useListParams({ perPage: 24, sort: 'name', order: 'asc' });
  const query = Object.fromEntries(
    Object.entries(apiQuery).filter(([key]) => key !== 'category' || ACCESSORY_CATEGORIES.includes(params.filters.category as never)),
  );
  const accessories = useAccessories(query);
  const [q, setQ] = useState(params.q);
  const applySearch = useDebouncedCallback((value: string) => update({ q: value.trim() || null }), 300);
  usePageTitle(t('accessories.title'));

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('accessories.title')}</Title>
        <Text c="dimmed">{t('accessories.intro')}</Text>
      </div>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('accessories.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          type="search"
          value={q}
          onChange={(event) => {
            setQ(event.currentTarget.value);
            applySearch(event.currentTarget.value);
          }}
          style={{ flex: 1 }}
          miw={200}
        />
        <NativeSelect
          label={t('accessories.category')}
          value={params.filters.category ?? ''}
          onChange={(event) => update({ category: event.currentTarget.value || null })}
          data={[
            { value: '', label: t('accessories.allCategories') },
            ...ACCESSORY_CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) })),
          ]}
          w={{ base: '100%', xs: 220 }}
        />
        <NativeSelect
          label={t('bikes.sort.label')}
          value={`${params.sort ?? 'name'}:${params.order}`}
          onChange={(event) => {
            const [sort, order] = event.currentTarget.value.split(':');
            update({ sort, order });
          }}
          data={['name:asc', 'price:asc', 'price:desc'].map((value) => ({ value, label: t(`bikes.sort.${value.replace(':', '_')}`) }))}
          w={{ base: '100%', xs: 220 }}
        />
      </Group>
      {accessories.isError && <Alert color="red">{errorMessage(accessories.error)}</Alert>}
      {accessories.isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('common:loading')} />
        </Center>
      ) : accessories.data?.data.length === 0 ? (
        <Alert color="gray">{t('accessories.empty')}</Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
          {accessories.data?.data.map((item, index) => (
            <ProductCard
              priority={index < 2}
              key={item.slug}
              href={paths.public.accessory.getHref(locale, item.slug)}
              title={item.name}
              photoUrl={item.photoUrl}
              subtitle={[item.brand, t(`category.${item.category}`)].filter(Boolean).join(' · ')}
              priceCents={item.priceCents}
              discountPriceCents={item.discountPriceCents}
              discountPercent={item.discountPercent}
            />
          ))}
        </SimpleGrid>
      )}
      {accessories.data && (
        <ListPagination
          total={accessories.data.meta.total}
          page={params.page}
          perPage={params.perPage}
          onPage={(page) => update({ page })}
        />
      )}
    </Stack>
  );
}
