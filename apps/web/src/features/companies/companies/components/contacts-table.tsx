import { Anchor, Badge } from '@mantine/core';
import type { Contact } from '@veloport/domain';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '@/components/ui/data-table';
import { ListTable } from '@/components/ui/list-table';
import { paths } from '@/config/paths';
import { useLocale } from '@/lib/locale';

/** What ListTable takes (most of it from `useListScreen`), but the columns, which are the contacts'. */
type Props = Omit<ComponentProps<typeof ListTable<Contact>>, 'columns' | 'rowKey' | 'emptyText'> & {
  /** Where the contact page leads back to (relative to `/{locale}/`). */
  from: string;
  withCompany?: boolean;
};

/** Contacts of one company or of all: name (to the contact page), e-mail, phone, type, role. */
export function ContactsTable({ from, withCompany = false, ...table }: Props) {
  const { t } = useTranslation('companies');
  const locale = useLocale();
  const columns: DataTableColumn<Contact>[] = [
    {
      key: 'name',
      header: t('contacts.fields.name'),
      sortKey: 'lastname',
      render: (c) => (
        <Anchor component={Link} to={paths.companies.contactDetails.getHref(locale, c.id, from)} fw={600}>
          {`${c.firstname} ${c.lastname}`}
        </Anchor>
      ),
    },
    ...(withCompany
      ? [
          {
            key: 'company',
            header: t('contacts.fields.company'),
            render: (c: Contact) => (
              <Anchor component={Link} to={paths.companies.detail.getHref(locale, c.companyId, 'contacts')}>
                {c.companyName}
              </Anchor>
            ),
          },
        ]
      : []),
    { key: 'email', header: t('contacts.fields.email'), sortKey: 'email', render: (c) => c.email, hideOnPhone: true },
    { key: 'phone', header: t('contacts.fields.phone'), render: (c) => c.phone ?? '—', hideOnPhone: true },
    { key: 'role', header: t('contacts.fields.role'), render: (c) => c.role ?? '—', hideOnPhone: true },
    { key: 'type', header: t('contacts.fields.type'), render: (c) => <Badge variant="light">{t(`contacts.types.${c.type}`)}</Badge> },
  ];
  return <ListTable {...table} columns={columns} rowKey={(c) => c.id} emptyText={t('contacts.empty')} />;
}
