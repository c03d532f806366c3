import { Alert, Anchor, Button, FileInput, Group, List, Stack, Text } from '@mantine/core';
import { formatDateTime } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InsuranceFollowUpDetail } from '@/features/billing/insurance-follow-ups/api/get-follow-up';
import { useUploadFollowUpDocument } from '@/features/billing/insurance-follow-ups/api/upload-follow-up-document';
import { useErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

/** The claim form, photos, the police report: listed for whoever reads the follow-up, added by the admin. */
export function InsuranceDocuments({ followUp, canUpload }: { followUp: InsuranceFollowUpDetail; canUpload: boolean }) {
  const { t } = useTranslation('insurance');
  const errorMessage = useErrorMessage();
  const upload = useUploadFollowUpDocument(followUp.id);
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  return (
    <Stack gap="md">
      {followUp.documents.length === 0 ? (
        <Text c="dimmed">{t('documents.none')}</Text>
      ) : (
        <List spacing="xs">
          {followUp.documents.map((d) => (
            <List.Item key={d.id}>
              <Anchor href={d.url}>{d.name}</Anchor>
              <Text span size="sm" c="dimmed">{` · ${formatDateTime(d.createdAt)}${d.uploadedBy ? ` · ${d.uploadedBy.name}` : ''}`}</Text>
            </List.Item>
          ))}
        </List>
      )}
      {canUpload && (
        <form
          onSubmit={async (e) => {
            e.preventDefault();
            if (!file) return;
            setFailure(null);
            try {
              await upload.mutateAsync(file);
              setFile(null);
              notify('success', t('documents.uploaded'));
            } catch (error) {
              setFailure(error);
            }
          }}
        >
          <Stack gap="xs">
            {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
            <Group align="flex-end" wrap="wrap">
              <FileInput
                label={t('documents.file')}
                description={t('documents.help')}
                value={file}
                onChange={setFile}
                accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
                clearable
                style={{ flex: '1 1 16rem' }}
              />
              <Button type="submit" disabled={!file} loading={upload.isPending}>
                {t('documents.upload')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
