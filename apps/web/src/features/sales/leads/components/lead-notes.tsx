import { Alert, Button, Paper, Stack, Text, Textarea } from '@mantine/core';
import { formatDateTime } from '@veloport/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddLeadNote } from '@/features/sales/leads/api/add-lead-note';
import type { LeadDetail } from '@/features/sales/leads/api/get-lead';
import { useErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';

/** Dated notes on a lead (a call, a visit), newest first, each with its author. */
export function LeadNotes({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation('leads');
  const errorMessage = useErrorMessage();
  const add = useAddLeadNote(lead.id);
  const [body, setBody] = useState('');
  const [failure, setFailure] = useState<unknown>(null);
  return (
    <Stack gap="md">
      <form
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          if (!body.trim()) return;
          setFailure(null);
          try {
            await add.mutateAsync(body.trim());
            setBody('');
            notify('success', t('notes.added'));
          } catch (error) {
            setFailure(error);
          }
        }}
      >
        <Stack gap="xs">
          {failure !== null && <Alert color="red">{errorMessage(failure)}</Alert>}
          <Textarea label={t('notes.label')} value={body} onChange={(e) => setBody(e.currentTarget.value)} rows={2} />
          <Button type="submit" loading={add.isPending} disabled={!body.trim()} style={{ alignSelf: 'flex-end' }}>
            {t('notes.submit')}
          </Button>
        </Stack>
      </form>
      {lead.notes.length === 0 ? (
        <Text c="dimmed">{t('notes.empty')}</Text>
      ) : (
        lead.notes.map((note) => (
          <Paper key={note.id} withBorder p="sm">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {note.body}
            </Text>
            <Text size="xs" c="dimmed" mt={4}>
              {t('notes.byAt', { who: note.author?.name ?? t('notes.unknownAuthor'), at: formatDateTime(note.at) })}
            </Text>
          </Paper>
        ))
      )}
    </Stack>
  );
}
