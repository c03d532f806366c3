import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCompanyContacts } from '@/features/companies/companies/api/get-company-contacts';
import { ContactsTable } from '@/features/companies/companies/components/contacts-table';
import { useLocale } from '@/lib/locale';

export function CompanyContactsTab({ companyId }: { companyId: number }) {
  const { t } = useTranslation('companies');
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ sort: string; order: 'asc' | 'desc' }>({ sort: 'lastname', order: 'asc' });
  const contacts = useCompanyContacts(companyId, { page, perPage: 25, ...sort });
  const toggleSort = (key: string) => setSort((s) => ({ sort: key, order: s.sort === key && s.order === 'asc' ? 'desc' : 'asc' }));

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button
          component={Link}
          to={paths.companies.contactCreate.getHref(locale, companyId)}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          {t('contacts.create')}
        </Button>
      </Group>
      <ContactsTable
        caption={t('tabs.contacts')}
        rows={contacts.data?.data}
        total={contacts.data?.meta.total ?? 0}
        page={page}
        perPage={25}
        sort={sort.sort}
        order={sort.order}
        loading={contacts.isPending}
        error={contacts.error}
        from={`dashboard/companies/${companyId}?tab=contacts`}
        onSort={toggleSort}
        onPage={setPage}
      />
    </Stack>
  );
}
