import { Code, Text, Timeline } from '@mantine/core';
import { formatDateTime, type HistoryEntry } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { leafChanges } from '@/components/ui/history-changes';

type Props = {
  entries: HistoryEntry[];
  /** The feature's words for a field (a nested one included), when `history:history.fields` has none. */
  label?: (path: string[]) => string | undefined;
  /** The feature's words for a coded value (a status, a permission), when it should not show as a code. */
  describe?: (path: string[], value: unknown) => string | undefined;
};

/** A record's history tab: who did what and when, with each changed value's old and new state. */
export function HistoryTimeline({ entries, label, describe }: Props) {
  const { t, i18n } = useTranslation('history');
  const fieldName = (path: string[]) => {
    const own = label?.(path);
    if (own) return own;
    const key = `history.fields.${path.join('.')}`;
    if (i18n.exists(key, { ns: 'history' })) return t(key);
    return path
      .map((segment) => (i18n.exists(`history.fields.${segment}`, { ns: 'history' }) ? t(`history.fields.${segment}`) : segment))
      .join(' · ');
  };
  const show = (path: string[], v: unknown): string => {
    if (v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0)) return '—';
    const own = describe?.(path, v);
    if (own !== undefined) return own;
    if (typeof v === 'boolean') return t(v ? 'history.yes' : 'history.no');
    if (Array.isArray(v))
      return v.every((item) => typeof item !== 'object') ? v.map((item) => show(path, item)).join(', ') : t('history.updatedValue');
    if (typeof v === 'object') return t('history.updatedValue');
    return String(v);
  };
  if (entries.length === 0) return <Text c="dimmed">{t('history.empty')}</Text>;
  return (
    <Timeline bulletSize={14} lineWidth={2}>
      {entries.map((e) => (
        <Timeline.Item key={e.id} title={t(`history.actions.${e.action}`, { defaultValue: e.action })}>
          <Text size="sm" c="dimmed">
            {t('history.byAt', { who: e.actor?.name ?? t('history.system'), at: formatDateTime(e.at) })}
          </Text>
          {leafChanges(e.changes).map((c) => (
            <Text key={c.path.join('.')} size="sm">
              <Code>{fieldName(c.path)}</Code> {show(c.path, c.before)} → {show(c.path, c.after)}
            </Text>
          ))}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
