import { Button, Group, Text } from '@mantine/core';
import { IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSendFaqFeedback } from '@/features/content/faq/api/send-faq-feedback';
import { useErrorMessage } from '@/lib/errors';

/** "Was this helpful?" under an answer: yes or no, then a thank-you (the reader may still change their mind). */
export function FaqFeedback({ id }: { id: number }) {
  const { t } = useTranslation('faq');
  const errorMessage = useErrorMessage();
  const send = useSendFaqFeedback();
  // The answer given is the last vote the server took (the mutation's own state, not a per-call callback, which
  // React Query skips when the observer changed meanwhile).
  const given = send.isSuccess ? send.variables.helpful : null;
  const vote = (helpful: boolean) => send.mutate({ id, helpful });
  return (
    <Group gap="xs" mt="sm" role="group" aria-label={t('feedback.question')}>
      <Text size="sm" c="dimmed">
        {t('feedback.question')}
      </Text>
      <Button
        size="compact-sm"
        variant={given === true ? 'filled' : 'default'}
        leftSection={<IconThumbUp size={14} aria-hidden />}
        aria-pressed={given === true}
        onClick={() => vote(true)}
      >
        {t('feedback.yes')}
      </Button>
      <Button
        size="compact-sm"
        variant={given === false ? 'filled' : 'default'}
        leftSection={<IconThumbDown size={14} aria-hidden />}
        aria-pressed={given === false}
        onClick={() => vote(false)}
      >
        {t('feedback.no')}
      </Button>
      <Text size="sm" role="status" c={send.isError ? 'red.8' : 'green.9'}>
        {send.isError ? errorMessage(send.error) : given !== null ? t('feedback.thanks') : ''}
      </Text>
    </Group>
  );
}
