import { NativeSelect, Text } from '@mantine/core';
import { formatDate } from '@veloport/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRankingEvents } from '@/features/insight/ranking/api/get-ranking';

/** The event whose teams are ranked: the latest one the caller sees is chosen first. */
export function RankingEventPicker({ eventId, onChange }: { eventId: number | undefined; onChange: (id: number) => void }) {
  const { t } = useTranslation('ranking');
  const events = useRankingEvents();
  const list = events.data?.data ?? [];
  const first = list[0]?.id;
  useEffect(() => {
    if (eventId === undefined && first !== undefined) onChange(first);
  }, [eventId, first, onChange]);
  if (events.isSuccess && list.length === 0) return <Text>{t('teams.noEvent')}</Text>;
  return (
    <NativeSelect
      label={t('teams.event')}
      value={eventId === undefined ? '' : String(eventId)}
      onChange={(e) => onChange(Number(e.currentTarget.value))}
      data={list.map((e) => ({ value: String(e.id), label: `${e.title} · ${formatDate(e.date)}` }))}
      miw={220}
    />
  );
}
