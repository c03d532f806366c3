import { Text, Timeline } from '@mantine/core';
import { formatDate, formatDateTime, formatPrice, type BikeEvent } from '@veloport/domain';
import { useTranslation } from 'react-i18next';
import { useStockLabels } from '@/features/stock/stock/components/labels';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every event of a bike, newest first, with who and when and what changed. */
export function BikeHistory({ events }: { events: BikeEvent[] }) {
  const { t, i18n } = useTranslation('stock');
  const { t: tc } = useTranslation('history');
  const { t: tm } = useTranslation('maintenance');
  const labels = useStockLabels();

  const value = (key: string, v: unknown): string => {
    if (v === null || v === undefined || v === '') return '—';
    if (typeof v === 'boolean') return tc(v ? 'history.yes' : 'history.no');
    if (isRecord(v)) {
      if ('name' in v && typeof v.name === 'string') return v.name;
      if ('from' in v || 'to' in v) return `${value(key, v.from)} → ${value(key, v.to)}`;
      return tc('history.updatedValue');
    }
    if (key === 'contractKind' || key === 'previousContractKind') return labels.contract(String(v));
    if (key === 'status') return labels.status(String(v));
    if (key.endsWith('Cents') && typeof v === 'number') return formatPrice(v);
    if (key === 'outcome') return t(`history.outcomes.${String(v)}`, { defaultValue: String(v) });
    return String(v);
  };
  // A detail key has a history label, else a field label (asked only when it exists: a miss is a missing translation).
  const keyName = (key: string) =>
    i18n.exists(`stock:history.keys.${key}`) ? t(`history.keys.${key}`) : i18n.exists(`stock:fields.${key}`) ? t(`fields.${key}`) : key;
  const lines = (e: BikeEvent): string[] => {
    const details = e.details;
    // A maintenance request's step: which request and what happened, never its raw keys (issue 25, point 20).
    if (e.kind === 'maintenance' && typeof details.requestId === 'number') {
      const step = String(details.event ?? '');
      const what = i18n.exists(`stock:history.maintenanceEvents.${step}`)
        ? t(`history.maintenanceEvents.${step}`)
        : i18n.exists(`maintenance:steps.${step}`)
          ? tm(`steps.${step}`)
          : null;
      const when = typeof details.date === 'string' ? `${keyName('date')}: ${formatDate(details.date)}` : null;
      return [[t('history.request', { id: details.requestId }), what].filter(Boolean).join(' · '), ...(when ? [when] : [])];
    }
    if (isRecord(details.changes)) return Object.entries(details.changes).map(([key, change]) => `${keyName(key)}: ${value(key, change)}`);
    if (e.kind === 'status_changed') return [`${labels.status(String(details.from))} → ${labels.status(String(details.to))}`];
    if (e.kind === 'moved') return [`${value('from', details.from)} → ${value('to', details.to)}`];
    const { from, to } = details;
    if (isRecord(from) && isRecord(to)) {
      // An assignment keeps the contract before and after: say only what changed, field by field.
      return [...new Set([...Object.keys(from), ...Object.keys(to)])]
        .filter((key) => JSON.stringify(from[key] ?? null) !== JSON.stringify(to[key] ?? null))
        .map((key) => `${keyName(key)}: ${value(key, from[key])} → ${value(key, to[key])}`);
    }
    // Ids are named by the API (model, location…); an old event may still carry a bare id, which says nothing.
    return Object.entries(details)
      .filter(([key]) => !key.endsWith('Id') || key === 'inventoryId' || key === 'buyBackId')
      .map(([key, v]) => `${keyName(key)}: ${value(key, v)}`);
  };

  if (events.length === 0) return <Text c="dimmed">{t('detail.noHistory')}</Text>;
  const sorted = [...events].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  return (
    <Timeline bulletSize={14} lineWidth={2}>
      {sorted.map((e) => (
        <Timeline.Item key={e.id} title={t(`events.${e.kind}`, { defaultValue: e.kind })}>
          <Text size="sm" c="dimmed">
            {tc('history.byAt', { who: e.actor?.name ?? tc('history.system'), at: formatDateTime(e.at) })}
          </Text>
          {lines(e).map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
