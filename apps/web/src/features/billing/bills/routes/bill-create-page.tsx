import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCreateBill } from '@/features/billing/bills/api/create-bill';
import { BillForm } from '@/features/billing/bills/components/bill-form';
import { billPaths } from '@/features/billing/bills/paths';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** `bills/create`: a bill typed by hand, saved as a draft to check before issuing it. */
export function BillCreatePage() {
  const { t } = useTranslation('bills');
  const locale = useLocale();
  const navigate = useNavigate();
  const create = useCreateBill();
  usePageTitle(t('createTitle'));
  return (
    <Stack gap="lg" maw={1000}>
      <div>
        <Anchor component={Link} to={billPaths.list.getHref(locale)} size="sm">
          {t('backToList')}
        </Anchor>
        <Title order={1}>{t('createTitle')}</Title>
        <Text c="dimmed">{t('createIntro')}</Text>
      </div>
      <BillForm
        submitLabel={t('createSubmit')}
        pending={create.isPending}
        onSubmit={async (body) => {
          const bill = await create.mutateAsync(body);
          notify('success', t('created'));
          navigate(billPaths.detail.getHref(locale, bill.id));
        }}
      />
    </Stack>
  );
}
