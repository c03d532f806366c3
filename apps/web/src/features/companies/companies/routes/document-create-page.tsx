import { Alert, Anchor, Button, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { useCompany } from '@/features/companies/companies/api/get-company';
import { useUploadCompanyDocument } from '@/features/companies/companies/api/upload-company-document';
import { LoadState } from '@/components/ui/load-state';
import { DOCUMENT_MAX_MB, documentFileProblem } from '@/features/companies/companies/document-file';
import { isApiError, useErrorMessage } from '@/lib/errors';
import { useLocale } from '@/lib/locale';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/use-page-title';

/** `companies/document/:id/create`: upload a PDF, JPG or PNG (10 MB at most) to company :id. */
export function DocumentCreatePage() {
  const { t } = useTranslation('companies');
  const locale = useLocale();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const id = Number(useParams().id);
  const company = useCompany(id);
  const upload = useUploadCompanyDocument();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const title = company.data ? t('documents.createTitleOf', { name: company.data.name }) : t('documents.createTitle');
  usePageTitle(title);

  if (!Number.isInteger(id) || id <= 0) return <LoadState notFound />;
  if (!company.data) return <LoadState error={company.error} />;
  const back = paths.companies.detail.getHref(locale, id, 'documents');

  const choose = (chosen: File | null) => {
    setFailure(null);
    setFile(chosen);
    const issue = chosen ? documentFileProblem(chosen) : null;
    setProblem(issue ? t(`documents.problems.${issue}`, { size: DOCUMENT_MAX_MB }) : null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (!file) {
      setProblem(t('documents.problems.required'));
      return;
    }
    const issue = documentFileProblem(file);
    if (issue) {
      setProblem(t(`documents.problems.${issue}`, { size: DOCUMENT_MAX_MB }));
      return;
    }
    upload.mutate(
      { companyId: id, file },
      {
        onSuccess: (document) => {
          notify('success', t('documents.uploaded', { name: document.name }));
          navigate(back);
        },
        onError: (error) => {
          // The server judges by content and size; say it in the words of this page (10 MB, PDF too).
          if (isApiError(error) && error.code === 'file_type_invalid') setProblem(t('documents.problems.type'));
          else if (isApiError(error) && (error.code === 'file_too_large' || error.code === 'payload_too_large')) {
            setProblem(t('documents.problems.size', { size: DOCUMENT_MAX_MB }));
          } else setFailure(errorMessage(error));
        },
      },
    );
  };

  return (
    <Stack gap="lg" maw={640}>
      <div>
        <Anchor component={Link} to={back} size="sm">
          {t('actions.backToCompany', { name: company.data.name })}
        </Anchor>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{t('documents.hint', { size: DOCUMENT_MAX_MB })}</Text>
      </div>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failure && <Alert color="red">{failure}</Alert>}
          <FileInput
            label={t('documents.file')}
            placeholder={t('documents.choose')}
            // Mantine's placeholder grey is under 4.5:1 on white; the theme's dimmed grey is not.
            styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
            accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
            value={file}
            onChange={choose}
            error={problem}
            clearable
            clearButtonProps={{ 'aria-label': t('documents.clear') }}
            leftSection={<IconFileUpload size={16} aria-hidden />}
            fileInputProps={{ 'aria-label': t('documents.file') }}
            required
          />
          <Group justify="flex-end">
            <Button component={Link} to={back} variant="default">
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={upload.isPending}>
              {t('documents.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
