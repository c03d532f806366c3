import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CYCLING_QUOTES, type Quote, type QuoteList, type QuoteToday } from '@veloport/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';

// Cycling quotes (decision 053): the dashboard card and the page, through the real routes, guards and layout.

const employee = makeUser({ language: 'nl', firstname: 'Emile', lastname: 'Employé' });
const asQuote = (quote: (typeof CYCLING_QUOTES)[number], language: 'fr' | 'en' | 'nl') =>
  ({
    id: quote.id,
    theme: quote.theme,
    author: quote.author,
    text: quote.text[language],
    language,
  }) satisfies Quote;

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=test; path=/';
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('cycling quotes', { timeout: 30_000 }, () => {
  it("shows today's quote on the dashboard in the screen's language and leads to all quotes, filtered by theme", async () => {
    const einstein = CYCLING_QUOTES.find((q) => q.author === 'Albert Einstein')!;
    const proverb = CYCLING_QUOTES.find((q) => q.author === null && q.theme === 'weather')!;
    const calls = mockApi((call) => {
      if (call.path === '/api/auth/check') return json(200, { authenticated: true, user: employee });
      if (call.path === '/api/quotes/today') return json(200, { ...asQuote(einstein, 'nl'), day: '2026-11-26' } satisfies QuoteToday);
      if (call.path === '/api/quotes') {
        const theme = call.query.get('theme');
        const data = CYCLING_QUOTES.filter((q) => !theme || q.theme === theme).map((q) => asQuote(q, 'nl'));
        return json(200, { data, themes: [...new Set(CYCLING_QUOTES.map((q) => q.theme))] } satisfies QuoteList);
      }
      return undefined;
    });
    renderApp('/nl/dashboard');
    const card = await screen.findByRole('region', { name: 'Citaat van de dag' }, { timeout: 10_000 });
    expect(await screen.findByText(einstein.text.nl)).toBeTruthy();
    expect(card.textContent).toContain('Albert Einstein');
    expect(calls.some((c) => c.path === '/api/quotes/today' && c.query.get('language') === 'nl')).toBe(true);
    expect(await seriousViolations()).toEqual([]);

    await userEvent.click(screen.getByRole('link', { name: 'Alle citaten' }));
    await screen.findByRole('heading', { level: 1, name: 'Fietscitaten' });
    expect(await screen.findByText(proverb.text.nl)).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Weer' }));
    await screen.findByText('— Fietsspreekwoord');
    expect(screen.queryByText(einstein.text.nl)).toBeNull();
    expect(calls.some((c) => c.path === '/api/quotes' && c.query.get('theme') === 'weather')).toBe(true);
    expect(await seriousViolations()).toEqual([]);
  });
});
