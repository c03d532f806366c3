import { Text, Timeline } from '@mantine/core';
import { formatDateTime } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import type { RequestDetail } from '@/features/requests/requests/api/get-request';

/** What happened to a request, newest first: received, status changes and replies, each with who and when. */
export function RequestHistory({ request }: { request: RequestDetail }) {
  const { t } = useTranslation('requests');
  if (request.history.length === 0) return <Text c="dimmed">{t('detail.historyEmpty')}</Text>;
  const requester = `${request.firstname} ${request.lastname}`;
  return (
    <Timeline bulletSize={14} lineWidth={2}>
      {request.history.map((e) => (
        <Timeline.Item key={e.id} title={t(`detail.kinds.${e.kind}`)}>
          <Text size="sm" c="dimmed">
            {t('detail.byAt', {
              who: e.kind === 'received' ? t('detail.fromSite', { name: requester }) : (e.actor?.name ?? '—'),
              at: formatDateTime(e.at),
            })}
          </Text>
          {e.kind !== 'received' && e.from && e.to && e.from !== e.to && (
            <Text size="sm">{t('detail.statusFromTo', { from: t(`statuses.${e.from}`), to: t(`statuses.${e.to}`) })}</Text>
          )}
          {e.message && (
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {e.message}
            </Text>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
