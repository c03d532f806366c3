import { Text, Timeline } from '@mantine/core';
import { formatDateTime } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import type { InsuranceFollowUpDetail } from '@/features/billing/insurance-follow-ups/api/get-follow-up';

/** Every status the follow-up reached, oldest first, with who moved it, when, and their note. */
export function InsuranceSteps({ steps }: { steps: InsuranceFollowUpDetail['steps'] }) {
  const { t } = useTranslation('insurance');
  return (
    <Timeline active={steps.length - 1} bulletSize={14} lineWidth={2}>
      {steps.map((s) => (
        <Timeline.Item
          key={s.id}
          title={s.from === null ? t('history.opened') : t('history.moved', { from: t(`statuses.${s.from}`), to: t(`statuses.${s.to}`) })}
        >
          <Text size="sm" c="dimmed">
            {[formatDateTime(s.at), s.actor?.name].filter(Boolean).join(' · ')}
          </Text>
          {s.note && <Text size="sm">{s.note}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
