/** "avril 2024" for "2024-04", in the screen's language. */
export const monthLabel = (month: string, locale: string) =>
  new Date(`${month}-01T12:00:00Z`).toLocaleDateString(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The figures of a table cell, the way prices are written (spec §9): a comma for decimals. */
export const figure = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(1).replace('.', ','));
