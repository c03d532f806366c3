import { Divider, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadState } from '@/components/ui/load-state';
import { useBooksSettings } from '@/features/accounting/books/settings/api/get-settings';
import { useSaveBooksSettings } from '@/features/accounting/books/settings/api/save-settings';
import { HorusConnection } from '@/features/accounting/books/settings/components/horus-connection';
import { SettingsForm } from '@/features/accounting/books/settings/components/settings-form';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** `horusApis/settings`: the accounts and VAT grid codes the entries are written with (decision 086). */
export function SettingsPage() {
  const { t } = useTranslation('books');
  const settings = useBooksSettings();
  const save = useSaveBooksSettings();
  usePageTitle(t('settings.title'));
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('settings.title')}</Title>
        <Text c="dimmed">{t('settings.intro')}</Text>
      </div>
      {settings.data ? (
        <SettingsForm
          settings={settings.data}
          pending={save.isPending}
          onSubmit={async (input) => {
            await save.mutateAsync(input);
            notify('success', t('settings.saved'));
          }}
        />
      ) : (
        <LoadState error={settings.error} />
      )}
      <Divider />
      <HorusConnection />
    </Stack>
  );
}
