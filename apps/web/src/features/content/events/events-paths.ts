import type { Locale } from '@veloport/domain';

/** Cycling events (decision 057): seed §2 `events`, `{eventId}/games`, `{eventId}/teams`, and an event's own page. */
export const eventsPaths = {
  list: { path: 'events', getHref: (locale: Locale) => `/${locale}/dashboard/events` },
  detail: { path: 'events/:eventId', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/events/${id}` },
  teams: { path: 'events/:eventId/teams', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/events/${id}/teams` },
  games: { path: 'events/:eventId/games', getHref: (locale: Locale, id: number) => `/${locale}/dashboard/events/${id}/games` },
};
