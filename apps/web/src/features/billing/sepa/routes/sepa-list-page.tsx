import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { BatchList } from '@/features/billing/sepa/components/batch-list';
import { MandateList } from '@/features/billing/sepa/components/mandate-list';
import { sepaPaths } from '@/features/billing/sepa/paths';
import { useLocale } from '@/lib/locale';
import { usePageTitle } from '@/lib/use-page-title';

/** `bills/sepa`: the direct-debit mandates and the batches of debits, each in its tab. */
export function SepaListPage() {
  const { t } = useTranslation('sepa');
  const locale = useLocale();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === 'batches' ? 'batches' : 'mandates';
  usePageTitle(t('title'));
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </div>
        <Group gap="xs" wrap="wrap">
          <Button
            component={Link}
            to={sepaPaths.create.getHref(locale, 'mandate')}
            variant="default"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            {t('newMandate')}
          </Button>
          <Button component={Link} to={sepaPaths.create.getHref(locale, 'batch')} leftSection={<IconPlus size={16} aria-hidden />}>
            {t('newBatch')}
          </Button>
        </Group>
      </Group>
      {/* Switching tabs starts from a clean query: each list has its own filters. */}
      <Tabs
        value={tab}
        onChange={(value) => setSearch(value === 'batches' ? { tab: 'batches' } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="mandates">{t('tabs.mandates')}</Tabs.Tab>
          <Tabs.Tab value="batches">{t('tabs.batches')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="mandates" pt="md">
          <MandateList />
        </Tabs.Panel>
        <Tabs.Panel value="batches" pt="md">
          <BatchList />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
