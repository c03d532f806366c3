import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IMPORT_BRAND_NAMES, IMPORT_BRANDS, formatDateTime } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { useImportRuns, type ImportRunList } from '@/features/catalog/catalog/api/get-import-runs';
import { ChoiceFilter } from '@/features/catalog/catalog/components/list-filters';
import { ListTable } from '@/components/ui/list-table';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';
import { useImportCounts } from '@/features/catalog/catalog/import-counts';

type Run = ImportRunList['data'][number];

/** `bikes-catalog/scrapping/list`: every brand import, previewed or applied. */
export function ImportRunsPage() {
  const { t } = useTranslation('catalog');
  const counts = useImportCounts();
  const locale = useLocale();
  const list = useListParams();
  const { params, update, apiQuery } = list;
  const runs = useImportRuns(apiQuery);
  const table = useListScreen(runs, list);
  usePageTitle(t('imports.title'));

  const columns: DataTableColumn<Run>[] = [
    {
      key: 'createdAt',
      header: t('imports.date'),
      render: (r) => (
        <Anchor component={Link} to={paths.catalog.importBrand.getHref(locale, r.brand, r.id)} fw={600}>
          {formatDateTime(r.createdAt)}
        </Anchor>
      ),
    },
    { key: 'brand', header: t('fields.brand'), render: (r) => IMPORT_BRAND_NAMES[r.brand] },
    { key: 'source', header: t('imports.source'), render: (r) => t(`imports.sources.${r.source}`), hideOnPhone: true },
    { key: 'summary', header: t('imports.summary'), render: (r) => counts.summary(r.summary) },
    {
      key: 'status',
      header: t('imports.status'),
      render: (r) => (
        <Badge variant="light" color={r.status === 'applied' ? 'green' : 'blue'}>
          {t(`imports.statuses.${r.status}`)}
        </Badge>
      ),
    },
    {
      key: 'applied',
      header: t('imports.appliedCount'),
      render: (r) => (r.status === 'applied' ? r.appliedCount : '—'),
      align: 'right',
      hideOnPhone: true,
    },
    { key: 'by', header: t('imports.by'), render: (r) => r.createdBy ?? '—', hideOnPhone: true },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('imports.title')}</Title>
          <Text c="dimmed">{t('imports.intro')}</Text>
        </div>
        <Group gap="sm">
          {IMPORT_BRANDS.map((brand) => (
            <Button key={brand} component={Link} to={paths.catalog.importBrand.getHref(locale, brand)}>
              {t('imports.newImport', { brand: IMPORT_BRAND_NAMES[brand] })}
            </Button>
          ))}
        </Group>
      </Group>
      <Group>
        <ChoiceFilter
          label={t('fields.brand')}
          value={params.filters.brand}
          options={IMPORT_BRANDS.map((b) => ({ value: b, label: IMPORT_BRAND_NAMES[b] }))}
          onChange={(brand) => update({ brand })}
        />
      </Group>
      <ListTable
        {...table}
        caption={t('imports.title')}
        columns={columns}
        rowKey={(r) => r.id}
        emptyText={t('imports.empty')}
        noMatchText={t('imports.empty')}
      />
    </Stack>
  );
}
