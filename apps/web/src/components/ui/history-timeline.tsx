import { Code, Text, Timeline } from '@mantine/core';
import { formatDateTime, type HistoryEntry } from '@veloport/domain';
import { useTranslation } from 'react-i18next';

/** A record's history tab: who did what and when, with each changed field's old and new value. */
export function HistoryTimeline({ entries }: { entries: HistoryEntry[] }) {
  const { t } = useTranslation('common');
  // Nested settings (e.g. a whole shared-bike rule set) are summarised rather than dumped as JSON.
  const show = (v: unknown) =>
    v === null || v === undefined || v === '' ? '—' : typeof v === 'boolean' ? t(v ? 'history.yes' : 'history.no') : typeof v === 'object' ? t('history.updatedValue') : String(v);
  if (entries.length === 0) return <Text c="dimmed">{t('history.empty')}</Text>;
  return (
    <Timeline bulletSize={14} lineWidth={2}>
      {entries.map((e) => (
        <Timeline.Item
          key={e.id}
          title={t(`history.actions.${e.action}`, { defaultValue: e.action })}
        >
          <Text size="sm" c="dimmed">
            {t('history.byAt', { who: e.actor?.name ?? t('history.system'), at: formatDateTime(e.at) })}
          </Text>
          {e.changes.map((c) => (
            <Text key={c.field} size="sm">
              <Code>{t(`history.fields.${c.field}`, { defaultValue: c.field })}</Code> {show(c.before)} → {show(c.after)}
            </Text>
          ))}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
