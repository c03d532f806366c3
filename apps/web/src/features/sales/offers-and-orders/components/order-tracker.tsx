import { Alert, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatDate, type Order, type OrderActor } from '@veloport/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const STATE_COLORS = { done: 'green', current: 'blue', upcoming: 'gray', cancelled: 'gray' } as const;

/** "the employee" on a company's order, "the customer" on a private customer's. */
export function useActorName() {
  const { t } = useTranslation('fulfilment');
  return (actor: OrderActor, hasCompany: boolean) => t(`tracker.actors.${actor === 'employee' && !hasCompany ? 'customer' : actor}`);
}

/** The order tracker (decision 024): each step with its date, and who must act next since when. */
export function OrderTracker({ order }: { order: Order }) {
  const { t } = useTranslation('fulfilment');
  const actorName = useActorName();
  const titleId = useId();
  const { tracker } = order;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {t('tracker.title')}
        </Title>
        {tracker.nextActor && tracker.waitingSince ? (
          <Alert color="blue" data-testid="order-waiting-for">
            {t('tracker.waiting', { who: actorName(tracker.nextActor, order.company !== null), since: formatDate(tracker.waitingSince) })}
          </Alert>
        ) : (
          <Text size="sm" c="dimmed">
            {t('tracker.nobody')}
          </Text>
        )}
        <Stack component="ol" gap={6} m={0} pl="lg">
          {tracker.steps.map((step) => (
            <li key={step.key} aria-current={step.state === 'current' ? 'step' : undefined}>
              <Group gap="xs" wrap="wrap">
                <Text fw={step.state === 'current' ? 700 : 400} td={step.state === 'cancelled' ? 'line-through' : undefined}>
                  {t(`tracker.steps.${step.key}`)}
                </Text>
                <Badge variant="light" color={STATE_COLORS[step.state]} size="sm">
                  {t(`tracker.states.${step.state}`)}
                </Badge>
                {step.at && (
                  <Text size="sm" c="dimmed">
                    {formatDate(step.at)}
                  </Text>
                )}
                {step.actor && (
                  <Text size="sm" c="dimmed">
                    {t('tracker.waitingShort', { who: actorName(step.actor, order.company !== null) })}
                  </Text>
                )}
              </Group>
            </li>
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
