import { Alert, Button, FileInput, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { formatDate } from '@veloport/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadBankStatement, type BankStatementImport } from '@/features/billing/bank-statements/api/upload-bank-statement';
import { useStatementError } from '@/features/billing/bank-statements/components/use-statement-error';

const MAX_MB = 10;

function Count({ label, value, color }: { label: string; value: number; color?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} size="xl" c={color}>
        {value}
      </Text>
    </div>
  );
}

/** What the uploaded statement did: paid bills, movements waiting, debits ignored, lines already read. */
function ImportResult({ result }: { result: BankStatementImport }) {
  const { t } = useTranslation('bankStatements');
  return (
    <Stack gap="xs" role="status" aria-live="polite">
      <Text fw={600}>
        {result.alreadyImported
          ? t('result.alreadyImported')
          : t('result.imported', { format: t(`formats.${result.format}`), date: formatDate(result.date) })}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <Count label={t('result.matched')} value={result.matched} color="green.8" />
        <Count label={t('result.unmatched')} value={result.unmatched} color={result.unmatched ? 'orange.9' : undefined} />
        <Count label={t('result.ignored')} value={result.ignored} />
        <Count label={t('result.duplicates')} value={result.duplicates} />
      </SimpleGrid>
    </Stack>
  );
}

/** Upload a CODA file or a camt.053 XML from the bank; the answer shows what it paid. */
export function StatementUpload() {
  const { t } = useTranslation('bankStatements');
  const statementError = useStatementError();
  const upload = useUploadBankStatement();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<BankStatementImport | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    if (!file) return setProblem(t('upload.required'));
    if (file.size > MAX_MB * 1024 * 1024) return setProblem(t('upload.tooLarge', { size: MAX_MB }));
    setProblem(null);
    try {
      setResult(await upload.mutateAsync(file));
      setFile(null);
    } catch (error) {
      setProblem(statementError(error));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="statement-upload-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="statement-upload-title">
          {t('upload.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('upload.intro')}
        </Text>
        <Group align="flex-end" wrap="wrap">
          <FileInput
            label={t('upload.file')}
            description={t('upload.hint', { size: MAX_MB })}
            placeholder={t('upload.choose')}
            accept=".cod,.coda,.txt,.xml,.bc2,text/plain,application/xml,text/xml"
            value={file}
            onChange={(f) => {
              setFile(f);
              setProblem(null);
            }}
            error={problem}
            clearable
            clearButtonProps={{ 'aria-label': t('upload.clear') }}
            leftSection={<IconFileUpload size={16} aria-hidden />}
            fileInputProps={{ 'aria-label': t('upload.file') }}
            miw={260}
            style={{ flex: 1 }}
            required
          />
          <Button type="submit" loading={upload.isPending}>
            {t('upload.submit')}
          </Button>
        </Group>
        {result && (
          <Alert color={result.unmatched ? 'orange' : 'green'} variant="light">
            <ImportResult result={result} />
          </Alert>
        )}
      </Stack>
    </form>
  );
}
