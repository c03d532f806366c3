import { Alert, Anchor, Button, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import type { Purchase } from '@veloport/domain';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUploadPurchase } from '@/features/accounting/books/purchases/api/upload-purchase';
import { booksPaths } from '@/features/accounting/books/paths';
import { isApiError, useErrorMessage, useFieldErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';

const MAX_MB = 5;

/**
 * Upload a supplier's UBL invoice. A file the API cannot take says why on the field, in words (`ubl_unreadable`,
 * `totals_mismatch`…); the same invoice twice is the API's 409 `duplicate_purchase`.
 */
export function PurchaseUpload() {
  const { t } = useTranslation('books');
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  const fieldError = useFieldErrorMessage();
  const upload = useUploadPurchase();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState<Purchase | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAdded(null);
    if (!file) return setProblem(fieldError('required') ?? null);
    if (file.size > MAX_MB * 1024 * 1024) return setProblem(t('upload.tooLarge', { size: MAX_MB }));
    setProblem(null);
    try {
      setAdded(await upload.mutateAsync(file));
      setFile(null);
    } catch (error) {
      const code = isApiError(error) ? error.fields.file : undefined;
      setProblem(code ? (fieldError(code) ?? errorMessage(error)) : errorMessage(error));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="purchase-upload-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="purchase-upload-title">
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
            accept=".xml,application/xml,text/xml"
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
        {added && (
          <Alert color="green" variant="light" role="status">
            <Text size="sm">
              {t('upload.added', { supplier: added.supplier.name, number: added.number })}{' '}
              <Anchor component={Link} to={booksPaths.purchase.getHref(locale, added.id)}>
                {t('upload.open')}
              </Anchor>
            </Text>
          </Alert>
        )}
      </Stack>
    </form>
  );
}
