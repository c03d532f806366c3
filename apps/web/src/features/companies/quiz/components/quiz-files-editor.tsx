import { ActionIcon, Alert, Anchor, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { QUIZ_FILE_MAX_BYTES, type QuizFile } from '@veloport/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteQuizFile } from '@/features/companies/quiz/api/delete-quiz-file';
import { useUploadQuizFile } from '@/features/companies/quiz/api/upload-quiz-file';
import { isApiError, useErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

const TYPES = ['application/pdf', 'image/jpeg', 'image/png'];
const EXTENSIONS = /\.(pdf|jpe?g|png)$/i;
const MAX_MB = QUIZ_FILE_MAX_BYTES / (1024 * 1024);

/** Checked before upload so the user learns at once; the server checks the content again. */
function fileProblem(file: File): 'file_type_invalid' | 'file_too_large' | null {
  if (!(file.type ? TYPES.includes(file.type) : EXTENSIONS.test(file.name))) return 'file_type_invalid';
  if (file.size > QUIZ_FILE_MAX_BYTES) return 'file_too_large';
  return null;
}

const kilobytes = (size: number) => Math.max(1, Math.round(size / 1024));

/** PDF, JPG or PNG documents attached to the quiz: upload, open, delete. */
export function QuizFilesEditor({ companyId, files }: { companyId: number; files: QuizFile[] }) {
  const { t } = useTranslation('quiz');
  const upload = useUploadQuizFile();
  const remove = useDeleteQuizFile();
  const errorMessage = useErrorMessage();
  const [problem, setProblem] = useState<string | null>(null);
  const resetRef = useRef<() => void>(null);

  // The shared messages speak of avatars (JPG/PNG, 2 MB); quiz files have their own rules.
  const explain = (code: string) =>
    code === 'file_type_invalid' ? t('files.typeInvalid') : code === 'file_too_large' ? t('files.tooLarge', { size: MAX_MB }) : null;

  const onFile = (file: File | null) => {
    resetRef.current?.();
    if (!file) return;
    const found = fileProblem(file);
    if (found) {
      setProblem(explain(found));
      return;
    }
    setProblem(null);
    upload.mutate(
      { companyId, file },
      {
        onSuccess: (saved) => notify('success', t('files.uploaded', { name: saved.name })),
        onError: (error) => setProblem((isApiError(error) && explain(error.code)) || errorMessage(error)),
      },
    );
  };

  const onDelete = (file: QuizFile) =>
    remove.mutate(
      { companyId, fileId: file.id },
      {
        onSuccess: () => notify('success', t('files.deleted', { name: file.name })),
        onError: (error) => notify('error', errorMessage(error)),
      },
    );

  return (
    <Stack gap="sm">
      {files.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('files.empty')}
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {files.map((file) => (
            <Group key={file.id} component="li" justify="space-between" wrap="nowrap" gap="sm">
              <Anchor href={file.url} target="_blank" rel="noopener noreferrer" style={{ overflowWrap: 'anywhere' }}>
                {file.name}
                <Text span size="xs" c="dimmed">
                  {' '}
                  {t('files.size', { size: kilobytes(file.size) })} {t('files.opensInNewTab')}
                </Text>
              </Anchor>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                onClick={() => onDelete(file)}
                loading={remove.isPending && remove.variables?.fileId === file.id}
                aria-label={t('files.delete', { name: file.name })}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      <Group gap="sm" align="center">
        <FileButton
          onChange={onFile}
          accept="application/pdf,image/jpeg,image/png"
          resetRef={resetRef}
          inputProps={{ 'aria-label': t('files.choose') }}
        >
          {(props) => (
            <Button {...props} variant="default" leftSection={<IconUpload size={16} aria-hidden />} loading={upload.isPending}>
              {t('files.choose')}
            </Button>
          )}
        </FileButton>
        <Text size="sm" c="dimmed">
          {t('files.hint', { size: MAX_MB })}
        </Text>
      </Group>
      {problem && <Alert color="red">{problem}</Alert>}
    </Stack>
  );
}
