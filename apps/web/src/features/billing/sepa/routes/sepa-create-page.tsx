import { Anchor, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useCreateMandate } from '@/features/billing/sepa/api/create-mandate';
import { BatchForm } from '@/features/billing/sepa/components/batch-form';
import { MandateForm } from '@/features/billing/sepa/components/mandate-form';
import { sepaPaths } from '@/features/billing/sepa/paths';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** `bills/sepa/create`: record a signed mandate, or make the batch of a collection date and download its file. */
export function SepaCreatePage() {
  const { t } = useTranslation('sepa');
  const locale = useLocale();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'batch' ? 'batch' : 'mandate';
  const create = useCreateMandate();
  usePageTitle(t('createTitle'));
  return (
    <Stack gap="lg" maw={900}>
      <div>
        <Anchor component={Link} to={sepaPaths.list.getHref(locale)} size="sm">
          {t('backToList')}
        </Anchor>
        <Title order={1}>{t('createTitle')}</Title>
        <Text c="dimmed">{t('createIntro')}</Text>
      </div>
      <Tabs value={tab} onChange={(value) => setSearch(value === 'batch' ? { tab: 'batch' } : {}, { replace: true })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="mandate">{t('mandateTitle')}</Tabs.Tab>
          <Tabs.Tab value="batch">{t('batchTitle')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="mandate" pt="md">
          <MandateForm
            pending={create.isPending}
            onSubmit={async (body) => {
              const made = await create.mutateAsync(body);
              notify('success', t('mandateCreated', { reference: made.reference }));
              navigate(sepaPaths.list.getHref(locale));
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="batch" pt="md">
          <BatchForm />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
