import { Button, Group, NativeSelect, SimpleGrid, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { COMPANY_CONTACT_TYPES } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { DownloadButtons } from '@/components/ui/download-buttons';
import { paths } from '@/config/paths';
import { useContacts } from '@/features/companies/companies/api/get-contacts';
import { ContactsTable } from '@/features/companies/companies/components/contacts-table';
import { SearchInput } from '@/components/ui/search-input';
import { currentFrom } from '@/features/companies/companies/from-path';
import { useAuth } from '@/lib/auth/auth-context';
import { useListParams } from '@/lib/list-params';
import { useListScreen } from '@/lib/list-screen';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

/** `companies/contacts`: every company's contacts (admin), searchable, filtered by company and type. */
export function ContactsPage() {
  const { t } = useTranslation('companies');
  const { companies } = useAuth();
  const location = useLocation();
  const locale = useLocale();
  const list = useListParams({ sort: 'lastname' });
  const { params, update, apiQuery } = list;
  const contacts = useContacts(apiQuery);
  const table = useListScreen(contacts, list);
  usePageTitle(t('contacts.title'));

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1}>{t('contacts.title')}</Title>
        {/* A contact belongs to a company: create the company first when it is new, then come back here. */}
        <Button
          component={Link}
          to={paths.companies.create.getHref(locale, currentFrom(location.pathname, location.search))}
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          {t('list.create')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <SearchInput label={t('contacts.search')} value={params.q} onSearch={(q) => update({ q })} />
        <NativeSelect
          label={t('contacts.fields.company')}
          value={params.filters.companyId ?? ''}
          onChange={(event) => update({ companyId: event.currentTarget.value || null })}
          data={[{ value: '', label: t('list.any') }, ...companies.map((c) => ({ value: String(c.id), label: c.name }))]}
        />
        <NativeSelect
          label={t('contacts.fields.type')}
          value={params.filters.type ?? ''}
          onChange={(event) => update({ type: event.currentTarget.value || null })}
          data={[
            { value: '', label: t('list.any') },
            ...COMPANY_CONTACT_TYPES.map((type) => ({ value: type, label: t(`contacts.types.${type}`) })),
          ]}
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <DownloadButtons path="/companies/contacts" query={apiQuery} />
      </Group>
      <ContactsTable
        {...table}
        caption={t('contacts.title')}
        noMatchText={t('contacts.empty')}
        from={currentFrom(location.pathname, location.search)}
        withCompany
      />
    </Stack>
  );
}
