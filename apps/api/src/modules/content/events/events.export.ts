import type { EventLeaderboard, Locale } from '@veloport/domain';
import { downloadWords, type ExportColumn } from '../../../platform/export';

type Row = EventLeaderboard['data'][number];
/** The downloaded leaderboard, headed in the reader's language. */
export function leaderboardColumns(locale: Locale): ExportColumn<Row>[] {
  const { headers: h } = downloadWords(locale, 'events');
  return [
    { header: h('rank'), value: (r) => r.rank },
    { header: h('team'), value: (r) => r.name },
    { header: h('members'), value: (r) => r.memberCount },
    { header: h('points'), value: (r) => r.points },
  ];
}
