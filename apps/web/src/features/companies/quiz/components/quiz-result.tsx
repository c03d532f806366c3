import { Alert, Button, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { QuizSubmitResponse } from '@veloport/domain';
import { useTranslation } from 'react-i18next';

type Failed = Extract<QuizSubmitResponse, { passed: false }>;

/** Seed §8 "you did not pass the quiz": the score, then why each missed question was wrong. */
export function QuizFailed({ result, onRetry }: { result: Failed; onRetry: () => void }) {
  const { t } = useTranslation('quiz');
  return (
    <Stack gap="lg">
      <Alert color="red" title={t('result.failedTitle')}>
        {t('result.score', { score: result.score, minimum: result.minimumScore })}
      </Alert>
      {result.explanations.length > 0 && (
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('result.explanationsTitle')}
          </Title>
          {result.explanations.map((item) => (
            <Stack key={item.questionId} gap={6}>
              <Text fw={600}>{item.description}</Text>
              {item.explanation && <Text size="sm">{item.explanation}</Text>}
              {item.chosen.length > 0 && (
                <List spacing={4} size="sm" center>
                  {item.chosen.map((answer) => (
                    <List.Item
                      key={answer.answerId}
                      icon={
                        <ThemeIcon color={answer.correct ? 'green' : 'red'} size={18} radius="xl" aria-hidden>
                          {answer.correct ? <IconCheck size={12} /> : <IconX size={12} />}
                        </ThemeIcon>
                      }
                    >
                      {t(answer.correct ? 'result.chosenRight' : 'result.chosenWrong', { answer: answer.text })}
                      {answer.explanation && (
                        <Text span size="sm" c="dimmed">
                          {' '}
                          — {answer.explanation}
                        </Text>
                      )}
                    </List.Item>
                  ))}
                </List>
              )}
            </Stack>
          ))}
        </Stack>
      )}
      <Button onClick={onRetry} fullWidth>
        {t('result.retry')}
      </Button>
    </Stack>
  );
}
