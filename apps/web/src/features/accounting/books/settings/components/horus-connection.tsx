import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { formatDateTime, horusConnectSchema } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadState } from '@/components/ui/load-state';
import { useConnectHorus, useHorusStatus, useSyncHorus } from '@/features/accounting/books/settings/api/horus';
import { HorusAttachments } from '@/features/accounting/books/settings/components/horus-attachments';
import { HorusRefusals } from '@/features/accounting/books/settings/components/horus-refusals';
import { HorusReadBack } from '@/features/accounting/books/settings/components/horus-read-back';
import { PeriodPicker } from '@/features/accounting/books/shared/period-picker';
import { usePeriod } from '@/features/accounting/books/shared/period';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { schemaValidator } from '@/lib/form-validation';
import { notify } from '@/lib/notify';

type Values = { folderId: string };

/**
 * The accountant's software (decision 107): connect a Horus folder (its consent page, then back here), send a
 * period's entries, and read how many are pending, sent or refused, with Horus's reason for each refusal; then the
 * documents' files sent beside them and what the accountant changed or paid, read back (decision 117).
 */
export function HorusConnection() {
  const { t } = useTranslation('books');
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const [search] = useSearchParams();
  const locale = useLocale();
  const [period, setPeriod] = usePeriod();
  const status = useHorusStatus();
  const connect = useConnectHorus();
  const sync = useSyncHorus();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { folderId: '' },
    validate: schemaValidator<Values>(horusConnectSchema),
  });
  const back = search.get('horus');

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const { url } = await connect.mutateAsync({ folderId: values.folderId.trim(), locale });
      window.location.assign(url);
    } catch (error) {
      if (isApiError(error)) form.setErrors(error.fields);
      setFailure(error);
    }
  });
  const send = async () => {
    setFailure(null);
    try {
      const { queued } = await sync.mutateAsync(period);
      notify('success', t('horus.queued', { count: queued }));
    } catch (error) {
      setFailure(error);
    }
  };

  const s = status.data;
  return (
    <Stack gap="md" component="section" aria-labelledby="horus-title">
      <div>
        <Title order={2} id="horus-title">
          {t('horus.title')}
        </Title>
        <Text c="dimmed">{t('horus.intro')}</Text>
      </div>
      {back === 'connected' && <Alert color="green">{t('horus.backConnected')}</Alert>}
      {back === 'refused' && <Alert color="orange">{t('horus.backRefused')}</Alert>}
      {failure !== null && (
        <Alert color="red" role="alert">
          {errorMessage(failure)}
        </Alert>
      )}
      {!s ? (
        <LoadState error={status.error} />
      ) : !s.configured ? (
        <Alert color="gray">{t('horus.notConfigured')}</Alert>
      ) : (
        <>
          <Text>
            {s.connection
              ? t('horus.connectedTo', { folder: s.connection.folderId, date: formatDateTime(s.connection.connectedAt) })
              : t('horus.notConnected')}
          </Text>
          <form onSubmit={submit} noValidate>
            <Group align="flex-end" wrap="wrap">
              <TextInput
                label={t('horus.folder')}
                description={t('horus.folderHelp')}
                {...form.getInputProps('folderId')}
                error={fieldError(form.errors.folderId)}
              />
              <Button type="submit" variant={s.connection ? 'default' : 'filled'} loading={connect.isPending}>
                {s.connection ? t('horus.reconnect') : t('horus.connect')}
              </Button>
            </Group>
          </form>
          {s.connection && (
            <>
              <Group align="flex-end" wrap="wrap">
                <PeriodPicker period={period} onChange={setPeriod} />
                <Button onClick={() => void send()} loading={sync.isPending}>
                  {t('horus.sync')}
                </Button>
              </Group>
              <SimpleGrid cols={{ base: 3 }} aria-live="polite">
                {(['pending', 'sent', 'failed'] as const).map((k) => (
                  <div key={k}>
                    <Text size="xs" c="dimmed">
                      {t(`sync.${k}`)}
                    </Text>
                    <Text fw={700}>{s.counts[k]}</Text>
                  </div>
                ))}
              </SimpleGrid>
            </>
          )}
          <HorusRefusals caption={t('horus.failures')} refusals={s.failures} />
          {s.connection && (
            <>
              <HorusAttachments attachments={s.attachments} />
              <HorusReadBack readBack={s.readBack} />
            </>
          )}
        </>
      )}
    </Stack>
  );
}
