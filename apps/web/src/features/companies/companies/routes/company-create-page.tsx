import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useCreateCompany } from '@/features/companies/companies/api/create-company';
import { CompanyForm } from '@/features/companies/companies/components/company-form';
import { fromPath } from '@/features/companies/companies/from-path';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** `client/create/:from?`: after creation, back to `from` (an in-app path) or on to the new company. */
export function CompanyCreatePage() {
  const { t } = useTranslation('companies');
  const locale = useLocale();
  const navigate = useNavigate();
  const { from } = useParams();
  const back = fromPath(from, locale);
  const create = useCreateCompany();
  usePageTitle(t('create.title'));

  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Anchor component={Link} to={back ?? paths.companies.list.getHref(locale)} size="sm">
          {back ? t('actions.back') : t('list.backToList')}
        </Anchor>
        <Title order={1}>{t('create.title')}</Title>
        <Text c="dimmed">{t('create.intro')}</Text>
      </div>
      <CompanyForm
        submitLabel={t('create.submit')}
        pending={create.isPending}
        onSubmit={async (input) => {
          const company = await create.mutateAsync(input);
          notify('success', t('create.created', { name: company.name }));
          navigate(back ?? paths.companies.detail.getHref(locale, company.id));
        }}
      />
    </Stack>
  );
}
