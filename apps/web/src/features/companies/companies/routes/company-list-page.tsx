import { Anchor, Badge, Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconAddressBook, IconPlus } from '@tabler/icons-react';
import { formatDate, type CompanyListItem } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { paths } from '@/config/paths';
import { useCompanies } from '@/features/companies/companies/api/get-companies';
import { SearchInput } from '@/components/ui/search-input';
import { YesNoFilter } from '@/features/companies/companies/components/yes-no-filter';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

export function CompanyListPage() {
  const { t } = useTranslation('companies');
  const locale = useLocale();
  const list = useListParams({ sort: 'name' });
  const { params, update, apiQuery } = list;
  const companies = useCompanies(apiQuery);
  const table = useListScreen(companies, list);
  usePageTitle(t('list.title'));

  const columns: DataTableColumn<CompanyListItem>[] = [
    {
      key: 'name',
      header: t('fields.name'),
      sortKey: 'name',
      render: (c) => (
        <Anchor component={Link} to={paths.companies.detail.getHref(locale, c.id)} fw={600}>
          {c.name}
        </Anchor>
      ),
    },
    { key: 'vat', header: t('fields.vatNumber'), render: (c) => c.vatNumber ?? '—', hideOnPhone: true },
    { key: 'city', header: t('fields.city'), render: (c) => c.city ?? '—', hideOnPhone: true },
    { key: 'domains', header: t('fields.emailDomains'), render: (c) => c.emailDomains.join(', ') || '—', hideOnPhone: true },
    {
      key: 'selfRegistration',
      header: t('fields.selfRegistration'),
      render: (c) => (
        <Badge variant="light" color={c.selfRegistration ? 'green' : 'gray'}>
          {c.selfRegistration ? t('yes') : t('no')}
        </Badge>
      ),
    },
    { key: 'users', header: t('fields.userCount'), render: (c) => c.userCount, align: 'right' },
    { key: 'fleet', header: t('fields.fleetManagerCount'), render: (c) => c.fleetManagerCount, align: 'right', hideOnPhone: true },
    { key: 'createdAt', header: t('fields.createdAt'), sortKey: 'createdAt', render: (c) => formatDate(c.createdAt), hideOnPhone: true },
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>{t('list.title')}</Title>
        <Group gap="sm">
          <Button
            component={Link}
            to={paths.companies.contacts.getHref(locale)}
            variant="default"
            leftSection={<IconAddressBook size={16} aria-hidden />}
          >
            {t('contacts.title')}
          </Button>
          <Button component={Link} to={paths.companies.create.getHref(locale)} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('list.create')}
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <SearchInput label={t('list.search')} value={params.q} onSearch={(q) => update({ q })} />
        <YesNoFilter
          label={t('fields.selfRegistration')}
          value={params.filters.selfRegistration}
          onChange={(v) => update({ selfRegistration: v })}
        />
        <YesNoFilter
          label={t('list.hasFleetManager')}
          value={params.filters.hasFleetManager}
          onChange={(v) => update({ hasFleetManager: v })}
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <DownloadButtons path="/companies" query={apiQuery} />
      </Group>
      <ListTable
        {...table}
        caption={t('list.title')}
        columns={columns}
        rowKey={(c) => c.id}
        emptyText={t('list.empty')}
        noMatchText={t('list.empty')}
      />
    </Stack>
  );
}
