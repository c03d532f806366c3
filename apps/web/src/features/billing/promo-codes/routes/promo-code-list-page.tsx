import { Anchor, Badge, Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { formatDate } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { SearchInput } from '@/components/ui/search-input';
import { usePromoCodes, type PromoCodeList } from '@/features/billing/promo-codes/api/get-promo-codes';
import { promoDiscountLabel } from '@/features/billing/promo-codes/components/promo-discount';
import { promoCodePaths } from '@/features/billing/promo-codes/paths';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

type Row = PromoCodeList['data'][number];

/** `stripe/promocodes`: the shop's promo codes with their uses. */
export function PromoCodeListPage() {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const list = useListParams({ sort: 'createdAt', order: 'desc' });
  const { params, update, apiQuery } = list;
  const codes = usePromoCodes(apiQuery);
  const table = useListScreen(codes, list);
  const title = t('promoCodes.title');
  usePageTitle(title);

  const columns: DataTableColumn<Row>[] = [
    {
      key: 'code',
      header: t('promoCodes.fields.code'),
      sortKey: 'code',
      render: (p) => (
        <Anchor component={Link} to={promoCodePaths.detail.getHref(locale, p.id)} fw={600}>
          {p.code}
        </Anchor>
      ),
    },
    { key: 'value', header: t('promoCodes.fields.value'), render: promoDiscountLabel },
    {
      key: 'appliesTo',
      header: t('promoCodes.fields.appliesTo'),
      render: (p) => (p.appliesTo.length ? p.appliesTo.map((k) => t(`promoCodes.lineKinds.${k}`)).join(', ') : t('promoCodes.allProducts')),
    },
    {
      key: 'active',
      header: t('promoCodes.fields.active'),
      render: (p) => (
        <Badge variant="light" color={p.active ? 'green' : 'gray'}>
          {p.active ? t('promoCodes.on') : t('promoCodes.off')}
        </Badge>
      ),
    },
    { key: 'endsOn', header: t('promoCodes.fields.endsOn'), sortKey: 'endsOn', render: (p) => formatDate(p.endsOn), hideOnPhone: true },
    {
      key: 'uses',
      header: t('promoCodes.fields.uses'),
      sortKey: 'uses',
      render: (p) => (p.maxUses ? `${p.usesCount} / ${p.maxUses}` : String(p.usesCount)),
      align: 'right',
    },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">{t('promoCodes.intro')}</Text>
        </div>
        <Button component={Link} to={promoCodePaths.create.getHref(locale)} leftSection={<IconPlus size={16} aria-hidden />}>
          {t('promoCodes.create')}
        </Button>
      </Group>
      <Group wrap="wrap" align="flex-end">
        <SearchInput label={t('promoCodes.search')} value={params.q} onSearch={(q) => update({ q })} />
        <NativeSelect
          label={t('promoCodes.fields.active')}
          value={params.filters.active ?? ''}
          onChange={(e) => update({ active: e.currentTarget.value || null })}
          data={[
            { value: '', label: t('any') },
            { value: 'true', label: t('promoCodes.on') },
            { value: 'false', label: t('promoCodes.off') },
          ]}
        />
        <DownloadButtons path="/promo-codes" query={apiQuery} />
      </Group>
      <ListTable {...table} caption={title} columns={columns} rowKey={(p) => p.id} emptyText={t('promoCodes.empty')} />
    </Stack>
  );
}
