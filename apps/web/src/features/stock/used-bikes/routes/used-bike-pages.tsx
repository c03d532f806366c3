import { Anchor, Badge, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconReceipt } from '@tabler/icons-react';
import { formatPrice } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { LoadState } from '@/components/ui/load-state';
import { PhotoManager } from '@/components/ui/photo-manager';
import { paths } from '@/config/paths';
import { useAddUsedBikePhoto } from '@/features/stock/used-bikes/api/add-used-bike-photo';
import { useUsedBike } from '@/features/stock/used-bikes/api/get-used-bike';
import { useUsedBikes, type UsedBikeList } from '@/features/stock/used-bikes/api/get-used-bikes';
import { useRemoveUsedBikePhoto } from '@/features/stock/used-bikes/api/remove-used-bike-photo';
import { useSaveUsedBike } from '@/features/stock/used-bikes/api/save-used-bike';
import { UsedBikeForm } from '@/features/stock/used-bikes/components/used-bike-form';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

type Row = UsedBikeList['data'][number];

/** `occasion/list`: used bikes listed for sale. */
export function UsedBikeListPage() {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const list = useListParams({ sort: 'id', order: 'desc' });
  const { params, update, apiQuery } = list;
  const bikes = useUsedBikes(apiQuery);
  const table = useListScreen(bikes, list);
  usePageTitle(t('used.title'));

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'title',
      header: t('used.fields.title'),
      render: (b) => (
        <Anchor component={Link} to={paths.catalog.usedBikeDetail.getHref(locale, b.id)} fw={600}>
          {b.title}
        </Anchor>
      ),
    },
    { key: 'bike', header: t('fields.model'), render: (b) => `${b.brand} ${b.model}${b.year ? ` (${b.year})` : ''}`, hideOnPhone: true },
    { key: 'condition', header: t('used.fields.condition'), render: (b) => t(`used.conditions.${b.condition}`), hideOnPhone: true },
    {
      key: 'mileage',
      header: t('used.fields.mileageKm'),
      render: (b) => (b.mileageKm === null ? '—' : b.mileageKm),
      align: 'right',
      hideOnPhone: true,
    },
    { key: 'price', header: t('used.fields.price'), sortKey: 'price', render: (b) => formatPrice(b.priceCents, locale), align: 'right' },
    {
      key: 'published',
      header: t('used.fields.published'),
      render: (b) => (
        <Badge variant="light" color={b.published ? 'green' : 'gray'}>
          {b.published ? t('yes') : t('no')}
        </Badge>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('used.title')}</Title>
          <Text c="dimmed">{t('used.intro')}</Text>
        </div>
        <Group gap="sm">
          <Button
            component={Link}
            to={paths.catalog.buyBacks.getHref(locale)}
            variant="default"
            leftSection={<IconReceipt size={16} aria-hidden />}
          >
            {t('buyBacks.title')}
          </Button>
          <Button component={Link} to={paths.catalog.usedBikeCreate.getHref(locale)} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('used.create')}
          </Button>
        </Group>
      </Group>
      <Group>
        <NativeSelect
          label={t('used.fields.published')}
          value={params.filters.published ?? ''}
          onChange={(e) => update({ published: e.currentTarget.value || null })}
          data={[
            { value: '', label: t('list.any') },
            { value: 'true', label: t('yes') },
            { value: 'false', label: t('no') },
          ]}
        />
      </Group>
      <ListTable {...table} caption={t('used.title')} columns={columns} rowKey={(b) => b.id} emptyText={t('used.empty')} />
    </Stack>
  );
}

/** `occasion/create`. */
export function UsedBikeCreatePage() {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const navigate = useNavigate();
  const save = useSaveUsedBike();
  usePageTitle(t('used.create'));
  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Anchor component={Link} to={paths.catalog.usedBikes.getHref(locale)} size="sm">
          {t('used.backToList')}
        </Anchor>
        <Title order={1}>{t('used.create')}</Title>
      </div>
      <UsedBikeForm
        submitLabel={t('used.createSubmit')}
        pending={save.isPending}
        onSubmit={async (input) => {
          const bike = await save.mutateAsync({ input });
          notify('success', t('used.saved', { name: bike.title }));
          navigate(paths.catalog.usedBikeDetail.getHref(locale, bike.id));
        }}
      />
    </Stack>
  );
}

/** `occasion/:id`: the listing, its photos and its publication. */
export function UsedBikeDetailPage() {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const id = Number(useParams().id);
  const bike = useUsedBike(id);
  const save = useSaveUsedBike();
  const addPhoto = useAddUsedBikePhoto();
  const removePhoto = useRemoveUsedBikePhoto();
  usePageTitle(bike.data?.title ?? t('used.title'));
  if (!Number.isInteger(id) || id <= 0) return <LoadState notFound />;
  if (!bike.data) return <LoadState error={bike.error} />;
  const b = bike.data;

  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Anchor component={Link} to={paths.catalog.usedBikes.getHref(locale)} size="sm">
          {t('used.backToList')}
        </Anchor>
        <Group gap="sm">
          <Title order={1}>{b.title}</Title>
          <Badge variant="light" color={b.published ? 'green' : 'gray'}>
            {b.published ? t('used.published') : t('used.notPublished')}
          </Badge>
        </Group>
        <Text c="dimmed">
          {formatPrice(b.priceCents, locale)} · {t(`used.conditions.${b.condition}`)}
          {b.location ? ` · ${b.location.name}` : ''}
        </Text>
      </div>
      <PhotoManager
        photos={b.photos}
        name={b.title}
        onAdd={(file) => addPhoto.mutateAsync({ id: b.id, file })}
        onRemove={(index) => removePhoto.mutateAsync({ id: b.id, index })}
      />
      <UsedBikeForm
        // A new form when a field changes (saved here or elsewhere), not when a photo is added or removed: unsaved edits stay.
        key={JSON.stringify({ ...b, photos: null, updatedAt: null })}
        bike={b}
        submitLabel={t('actions.save')}
        pending={save.isPending}
        onSubmit={async (input) => {
          const saved = await save.mutateAsync({ id: b.id, input });
          notify('success', t('used.saved', { name: saved.title }));
        }}
      />
    </Stack>
  );
}
