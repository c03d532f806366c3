import { Anchor, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCreateLoan } from '@/features/accounting/loans/api/create-loan';
import { LoanForm } from '@/features/accounting/loans/components/loan-form';
import { loanPaths } from '@/features/accounting/loans/paths';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** `triodos/loans/new`: record a bank loan, then read its schedule. */
export function LoanCreatePage() {
  const { t } = useTranslation('loans');
  const locale = useLocale();
  const navigate = useNavigate();
  const create = useCreateLoan();
  usePageTitle(t('form.title'));
  return (
    <Stack gap="lg" maw={900}>
      <Anchor component={Link} to={loanPaths.list.getHref(locale)}>
        {t('back')}
      </Anchor>
      <Title order={1}>{t('form.title')}</Title>
      <LoanForm
        pending={create.isPending}
        onSubmit={async (input) => {
          const { id } = await create.mutateAsync(input);
          notify('success', t('form.created'));
          await navigate(loanPaths.detail.getHref(locale, id));
        }}
      />
    </Stack>
  );
}
