/** "novembre 2026" for "2026-11", in the screen's language; a year stays as it is. */
export const monthLabel = (period: string, locale: string) =>
  period.length === 4
    ? period
    : new Date(`${period}-01T12:00:00Z`).toLocaleDateString(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
