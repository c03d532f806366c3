import { Anchor, Badge, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconPlus } from '@tabler/icons-react';
import { BOX_KINDS, can } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { SearchInput } from '@/components/ui/search-input';
import { useBoxes, type BoxList } from '@/features/sharing/boxes/api/get-boxes';
import { boxesPaths } from '@/features/sharing/boxes/boxes-paths';
import { useAuthUser } from '@/lib/auth/auth-context';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Row = BoxList['data'][number];

/** `boxes/list`: the key boxes and bike lockers at the companies' buildings, with how many bikes sit in them. */
export function BoxListPage() {
  const { t } = useTranslation('boxes');
  const locale = useLocale();
  const user = useAuthUser();
  const admin = can(user, 'admin');
  const list = useListParams({ sort: 'name', order: 'asc' });
  const { params, update, apiQuery } = list;
  const boxes = useBoxes(apiQuery);
  const table = useListScreen(boxes, list);
  usePageTitle(t('title'));

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'name',
      header: t('fields.name'),
      sortKey: 'name',
      render: (b) => (
        <Anchor component={Link} to={boxesPaths.detail.getHref(locale, b.id)} fw={600}>
          {b.name}
        </Anchor>
      ),
    },
    { key: 'kind', header: t('fields.kind'), render: (b) => <Badge variant="light">{t(`kinds.${b.kind}`)}</Badge> },
    { key: 'company', header: t('fields.company'), render: (b) => b.company.name, hideOnPhone: true },
    { key: 'building', header: t('fields.building'), render: (b) => b.building?.name ?? '—', hideOnPhone: true },
    {
      key: 'slots',
      header: t('fields.bikesInSlots'),
      sortKey: 'slotCount',
      render: (b) => t('bikesOfSlots', { bikes: b.bikeCount, slots: b.slotCount }),
    },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        {admin && (
          <Group gap="xs">
            <Button
              component={Link}
              variant="default"
              to={boxesPaths.statistics.getHref(locale)}
              leftSection={<IconChartBar size={16} aria-hidden />}
            >
              {t('statistics.title')}
            </Button>
            <Button component={Link} to={boxesPaths.create.getHref(locale)} leftSection={<IconPlus size={16} aria-hidden />}>
              {t('create')}
            </Button>
          </Group>
        )}
      </Group>
      <Group wrap="wrap" align="flex-end">
        <SearchInput label={t('search')} value={params.q} onSearch={(q) => update({ q })} />
        <NativeSelect
          label={t('fields.kind')}
          value={params.filters.kind ?? ''}
          onChange={(e) => update({ kind: e.currentTarget.value || null })}
          data={[{ value: '', label: t('any') }, ...BOX_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))]}
        />
        <DownloadButtons path="/boxes" query={apiQuery} />
      </Group>
      <ListTable {...table} caption={t('title')} columns={columns} rowKey={(b) => b.id} emptyText={t('empty')} />
    </Stack>
  );
}
