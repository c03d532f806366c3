import { SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import type { HorusStatus } from '@/features/accounting/books/settings/api/horus';

/**
 * Each document's PDF and UBL sent beside its entry (decision 117): how many are waiting, sent, refused or have no
 * such file, and Horus's reason for each refusal, as for the entries.
 */
export function HorusAttachments({ attachments }: { attachments: HorusStatus['attachments'] }) {
  const { t } = useTranslation('books');
  return (
    <Stack gap="xs" component="section" aria-labelledby="horus-attachments-title">
      <div>
        <Title order={3} id="horus-attachments-title">
          {t('horus.attachments')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('horus.attachmentsIntro')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 2, sm: 4 }} aria-live="polite">
        {(['pending', 'sent', 'failed', 'absent'] as const).map((k) => (
          <div key={k}>
            <Text size="xs" c="dimmed">
              {k === 'absent' ? t('horus.absent') : t(`sync.${k}`)}
            </Text>
            <Text fw={700}>{attachments.counts[k]}</Text>
          </div>
        ))}
      </SimpleGrid>
      {attachments.failures.length > 0 && (
        <Table.ScrollContainer minWidth={480} type="native" tabIndex={0} role="region" aria-label={t('horus.attachmentFailures')}>
          <Table striped>
            <Table.Caption>{t('horus.attachmentFailures')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('entries.date')}</Table.Th>
                <Table.Th>{t('entries.reference')}</Table.Th>
                <Table.Th>{t('horus.file')}</Table.Th>
                <Table.Th>{t('horus.reason')}</Table.Th>
                <Table.Th ta="right">{t('horus.attempts')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {attachments.failures.map((f) => (
                <Table.Tr key={`${f.entryId}-${f.kind}`}>
                  <Table.Td>{formatDate(f.date)}</Table.Td>
                  <Table.Td>{f.reference}</Table.Td>
                  <Table.Td>{f.kind.toUpperCase()}</Table.Td>
                  <Table.Td>{f.error ?? '—'}</Table.Td>
                  <Table.Td ta="right">{f.attempts}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
