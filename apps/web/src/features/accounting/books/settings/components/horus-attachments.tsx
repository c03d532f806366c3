import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HorusStatus } from '@/features/accounting/books/settings/api/horus';
import { HorusRefusals } from '@/features/accounting/books/settings/components/horus-refusals';

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
      <HorusRefusals caption={t('horus.attachmentFailures')} refusals={attachments.failures} />
    </Stack>
  );
}
