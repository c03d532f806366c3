import { describe, expect, it } from 'vitest';
import { addDays } from './brussels-time';
import { CYCLING_QUOTES, QUOTE_THEMES, quoteOfTheDay } from './cycling-quotes';

const day = (offset: number) => addDays('2026-11-26', offset);

describe('cycling quotes', () => {
  it('has fifteen themes, each with quotes written in French, Dutch and English', () => {
    expect(QUOTE_THEMES).toHaveLength(15);
    for (const theme of QUOTE_THEMES) expect(CYCLING_QUOTES.filter((q) => q.theme === theme).length).toBeGreaterThanOrEqual(2);
    for (const quote of CYCLING_QUOTES) {
      expect(new Set([quote.text.fr, quote.text.en, quote.text.nl]).size).toBe(3);
      for (const text of Object.values(quote.text)) expect(text.trim().length).toBeGreaterThan(10);
    }
  });

  it('gives the same quote all day and another theme the next day', () => {
    expect(quoteOfTheDay('2026-11-26')).toEqual(quoteOfTheDay('2026-11-26'));
    for (let i = 0; i < 60; i++) expect(quoteOfTheDay(day(i + 1)).theme).not.toBe(quoteOfTheDay(day(i)).theme);
  });

  it('shows every quote within a month', () => {
    const seen = new Set(Array.from({ length: 30 }, (_, i) => quoteOfTheDay(day(i)).id));
    expect(seen.size).toBe(CYCLING_QUOTES.length);
  });
});
