import { Anchor, Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useCreateContact } from '@/features/companies/companies/api/create-contact';
import { useCompany } from '@/features/companies/companies/api/get-company';
import { ContactForm } from '@/features/companies/companies/components/contact-form';
import { LoadState } from '@/components/ui/load-state';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** `companies/contacts/:id/create`: a new contact for company :id, then back to its contacts. */
export function ContactCreatePage() {
  const { t } = useTranslation('companies');
  const locale = useLocale();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const company = useCompany(id);
  const create = useCreateContact();
  const title = company.data ? t('contacts.createTitleOf', { name: company.data.name }) : t('contacts.createTitle');
  usePageTitle(title);

  if (!Number.isInteger(id) || id <= 0) return <LoadState notFound />;
  if (!company.data) return <LoadState error={company.error} />;
  const back = paths.companies.detail.getHref(locale, id, 'contacts');

  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Anchor component={Link} to={back} size="sm">
          {t('actions.backToCompany', { name: company.data.name })}
        </Anchor>
        <Title order={1}>{title}</Title>
      </div>
      <ContactForm
        submitLabel={t('contacts.submitCreate')}
        pending={create.isPending}
        actions={
          <Button component={Link} to={back} variant="default">
            {t('actions.cancel')}
          </Button>
        }
        onSubmit={async (input) => {
          const contact = await create.mutateAsync({ companyId: id, input });
          notify('success', t('contacts.created', { name: `${contact.firstname} ${contact.lastname}` }));
          navigate(back);
        }}
      />
    </Stack>
  );
}
