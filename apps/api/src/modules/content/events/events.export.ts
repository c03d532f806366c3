import type { EventLeaderboard, Locale } from '@veloport/domain';
import type { ExportColumn } from '../../../platform/export';

type Row = EventLeaderboard['data'][number];
type Headers = Record<'rank' | 'team' | 'members' | 'points', string>;

/** The downloaded leaderboard's headers in the reader's language (the web's `events` catalogue says the same). */
const HEADERS: Record<Locale, Headers> = {
  fr: { rank: 'Rang', team: 'Équipe', members: 'Membres', points: 'Points' },
  en: { rank: 'Rank', team: 'Team', members: 'Members', points: 'Points' },
  nl: { rank: 'Plaats', team: 'Team', members: 'Leden', points: 'Punten' },
};

export function leaderboardColumns(locale: Locale): ExportColumn<Row>[] {
  const h = HEADERS[locale];
  return [
    { header: h.rank, value: (r) => r.rank },
    { header: h.team, value: (r) => r.name },
    { header: h.members, value: (r) => r.memberCount },
    { header: h.points, value: (r) => r.points },
  ];
}
