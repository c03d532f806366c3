import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatDateTime } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useDeleteContact } from '@/features/companies/companies/api/delete-contact';
import { useContact } from '@/features/companies/companies/api/get-contact';
import { useUpdateContact } from '@/features/companies/companies/api/update-contact';
import { ConfirmDelete } from '@/features/companies/companies/components/confirm-delete';
import { ContactForm } from '@/features/companies/companies/components/contact-form';
import { LoadState } from '@/components/ui/load-state';
import { fromPath } from '@/features/companies/companies/from-path';
import { useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** `companies/contacts/:id/details/:from?`: one contact, edited in place or deleted; back to `from`. */
export function ContactDetailsPage() {
  const { t } = useTranslation('companies');
  const locale = useLocale();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const params = useParams();
  const id = Number(params.id);
  const contact = useContact(id);
  const update = useUpdateContact();
  const remove = useDeleteContact();
  const [confirming, setConfirming] = useState(false);
  const name = contact.data ? `${contact.data.firstname} ${contact.data.lastname}` : t('contacts.detailTitle');
  usePageTitle(name);

  if (!Number.isInteger(id) || id <= 0) return <LoadState notFound />;
  if (!contact.data) return <LoadState error={contact.error} />;
  const c = contact.data;
  const back = fromPath(params.from, locale) ?? paths.companies.detail.getHref(locale, c.companyId, 'contacts');

  const confirmDelete = () =>
    remove.mutate(c, {
      onSuccess: () => {
        notify('success', t('contacts.deleted', { name }));
        navigate(back);
      },
      onError: (error) => {
        setConfirming(false);
        notify('error', errorMessage(error));
      },
    });

  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Anchor component={Link} to={back} size="sm">
          {t('actions.back')}
        </Anchor>
        <Title order={1}>{name}</Title>
        <Text c="dimmed">
          {t('contacts.ofCompany')}{' '}
          <Anchor component={Link} to={paths.companies.detail.getHref(locale, c.companyId, 'contacts')}>
            {c.companyName}
          </Anchor>
          {' · '}
          {t('contacts.updatedAt', { at: formatDateTime(c.updatedAt) })}
        </Text>
      </div>
      <ContactForm
        key={c.updatedAt}
        contact={c}
        submitLabel={t('form.save')}
        pending={update.isPending}
        actions={
          <Button variant="default" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setConfirming(true)}>
            {t('contacts.delete')}
          </Button>
        }
        onSubmit={async (input) => {
          await update.mutateAsync({ id: c.id, input });
          notify('success', t('contacts.saved'));
        }}
      />
      <ConfirmDelete
        opened={confirming}
        title={t('contacts.confirmTitle')}
        text={t('contacts.confirmText', { name })}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
