import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconDownload, IconRefresh } from '@tabler/icons-react';
import { formatPrice } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBuildJournals } from '@/features/accounting/books/documents/api/build-journals';
import { downloadBooksExport } from '@/features/accounting/books/documents/api/download-export';
import { useVatCheck } from '@/features/accounting/books/documents/api/get-vat-check';
import { PeriodPicker } from '@/features/accounting/books/shared/period-picker';
import { usePeriod } from '@/features/accounting/books/shared/period';
import { useErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** The sales daybook's VAT against the bills' VAT: equal, or the difference. */
function VatCheckResult({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation('books');
  const errorMessage = useErrorMessage();
  const check = useVatCheck({ from, to });
  if (check.error) return <Alert color="red">{errorMessage(check.error)}</Alert>;
  if (!check.data) return <Text c="dimmed">{t('documents.checking')}</Text>;
  const c = check.data;
  return c.equal ? (
    <Alert color="green" icon={<IconCheck size={18} aria-hidden />} role="status">
      {t('documents.vatEqual', { amount: formatPrice(c.journalVatCents) })}
    </Alert>
  ) : (
    <Alert color="orange" role="status">
      {t('documents.vatDifferent', {
        books: formatPrice(c.journalVatCents),
        bills: formatPrice(c.documentsVatCents),
        difference: formatPrice(c.journalVatCents - c.documentsVatCents),
      })}
    </Alert>
  );
}

/** `horusApis/documents`: the accountant's ZIP of a period, the VAT check and "build the journals" (decision 086). */
export function DocumentsPage() {
  const { t } = useTranslation('books');
  const errorMessage = useErrorMessage();
  const [period, setPeriod] = usePeriod();
  const build = useBuildJournals();
  const [downloading, setDownloading] = useState(false);
  const [built, setBuilt] = useState<number | null>(null);
  usePageTitle(t('documents.title'));
  const ordered = period.from <= period.to;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadBooksExport(period);
    } catch (error) {
      notify('error', errorMessage(error));
    } finally {
      setDownloading(false);
    }
  };
  const run = () =>
    build.mutate(period, {
      onSuccess: (result) => setBuilt(result.created),
      onError: (error) => notify('error', errorMessage(error)),
    });

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{t('documents.title')}</Title>
        <Text c="dimmed">{t('documents.intro')}</Text>
      </div>
      <PeriodPicker
        period={period}
        onChange={(next) => {
          setBuilt(null);
          setPeriod(next);
        }}
      />
      {!ordered && <Alert color="red">{t('period.endBeforeStart')}</Alert>}
      <Card withBorder component="section" aria-labelledby="books-zip">
        <Stack gap="xs">
          <Title order={2} size="h4" id="books-zip">
            {t('documents.zipTitle')}
          </Title>
          <Text size="sm">{t('documents.zipIntro')}</Text>
          <Group>
            <Button
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={() => void download()}
              loading={downloading}
              disabled={!ordered}
            >
              {t('documents.download')}
            </Button>
          </Group>
        </Stack>
      </Card>
      <Card withBorder component="section" aria-labelledby="books-vat">
        <Stack gap="xs">
          <Title order={2} size="h4" id="books-vat">
            {t('documents.vatTitle')}
          </Title>
          {ordered && <VatCheckResult from={period.from} to={period.to} />}
        </Stack>
      </Card>
      <Card withBorder component="section" aria-labelledby="books-build">
        <Stack gap="xs">
          <Title order={2} size="h4" id="books-build">
            {t('documents.buildTitle')}
          </Title>
          <Text size="sm">{t('documents.buildIntro')}</Text>
          <Group>
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} aria-hidden />}
              onClick={run}
              loading={build.isPending}
              disabled={!ordered}
            >
              {t('documents.build')}
            </Button>
          </Group>
          {built !== null && (
            <Text role="status" fw={600}>
              {t('documents.built', { count: built })}
            </Text>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
