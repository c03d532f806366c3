import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { json, makeUser, mockApi, type ApiCall } from '@/test/mock-api';
import { seriousViolations } from '@/test/axe';
import { toLocale, type FaqEntry, type ListOf, type Locale, type PublicFaq } from '@veloport/domain';

// The FAQ (decision 055) through the real routes, guards and layouts: read signed in and on the public site, managed by an admin.

const at = '2026-11-20T10:00:00.000Z';
const faq = (locale: Locale) =>
  ({
    locale,
    themes: [
      {
        theme: 'leasing',
        entries: [
          {
            id: 1,
            question: 'Hoe werkt fietsleasing via mijn werkgever?',
            answer: 'Je werkgever least de fiets voor **36 maanden**.\n\n- verzekering inbegrepen\n- [contact](/nl/contact)',
          },
          { id: 2, question: 'Wat gebeurt er op het einde van het contract?', answer: 'Je kunt de fiets overnemen.' },
        ],
      },
      {
        theme: 'bills',
        entries: [{ id: 3, question: 'Waar vind ik mijn facturen?', answer: '<script>alert(1)</script> In **Mijn facturen**.' }],
      },
    ],
  }) satisfies PublicFaq;
const entry = (id: number, theme: FaqEntry['theme'], question: string, position: number) =>
  ({
    id,
    theme,
    position,
    question: { fr: `${question} (fr)`, en: question, nl: `${question} (nl)` },
    answer: { fr: 'Réponse', en: 'Answer', nl: 'Antwoord' },
    published: id !== 3,
    helpfulCount: 10 + id,
    notHelpfulCount: id,
    createdAt: at,
    updatedAt: at,
  }) satisfies FaqEntry;
const entries = [
  entry(1, 'leasing', 'How does leasing work?', 1),
  entry(2, 'leasing', 'What happens at the end?', 2),
  entry(3, 'bills', 'Where are my bills?', 1),
];

function signedIn(user: ReturnType<typeof makeUser> | null, extra: (call: ApiCall) => Response | undefined = () => undefined) {
  return mockApi((call) => {
    if (call.path === '/api/auth/check') return json(200, user ? { authenticated: true, user } : { authenticated: false, user: null });
    if (call.path === '/api/public/faq-entries') return json(200, faq(toLocale(call.query.get('locale'))));
    if (call.path === '/api/faq-entries' && call.method === 'GET')
      return json(200, { data: entries, meta: { page: 1, perPage: 100, total: 3 } } satisfies ListOf<FaqEntry>);
    return extra(call);
  });
}

beforeEach(() => {
  document.cookie = 'veloport_consent=accepted; path=/';
  document.cookie = 'XSRF-TOKEN=test; path=/';
  window.localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('FAQ for readers', { timeout: 30_000 }, () => {
  it('shows an employee the FAQ by theme, opens an answer without running its HTML, and counts "was this helpful?"', async () => {
    const calls = signedIn(makeUser({ language: 'nl' }), (call) => (call.method === 'POST' ? json(200, { helpful: true }) : undefined));
    renderApp('/nl/dashboard/faq');
    await screen.findByRole('heading', { level: 1, name: 'Veelgestelde vragen' }, { timeout: 10_000 });
    expect(await screen.findByRole('heading', { level: 2, name: 'Leasing' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Facturen' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'FAQ beheren' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Hoe werkt fietsleasing via mijn werkgever?' }));
    expect((await screen.findByText('36 maanden')).tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'contact' }).getAttribute('href')).toBe('/nl/contact');
    await userEvent.click(screen.getByRole('button', { name: 'Waar vind ik mijn facturen?' }));
    expect(await screen.findByText(/<script>alert\(1\)<\/script>/)).toBeTruthy();
    expect(document.querySelector('main script')).toBeNull();
    expect(await seriousViolations()).toEqual([]);

    const feedback = screen.getAllByRole('group', { name: 'Was dit nuttig?' })[0]!;
    await userEvent.click(within(feedback).getByRole('button', { name: 'Ja' }));
    await within(feedback).findByText('Bedankt voor je mening.');
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/public/faq-entries/1/feedback', body: { helpful: true } });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Zoeken in de vragen' }), 'factuur');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/public/faq-entries' && c.query.get('q') === 'factuur')).toBe(true));
  });

  it('shows a visitor the public FAQ in French', async () => {
    signedIn(null);
    renderApp('/fr/faq');
    await screen.findByRole('heading', { level: 1, name: 'Questions fréquentes' }, { timeout: 10_000 });
    await screen.findByRole('heading', { level: 2, name: 'Factures' });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('FAQ management', { timeout: 30_000 }, () => {
  it('lets the admin reorder with the keyboard buttons, see the helpful counts, and requires the three languages', async () => {
    const calls = signedIn(makeUser({ language: 'en', isAdmin: true, permission: ['admin'] }), (call) => {
      if (call.method === 'PUT' && call.path === '/api/faq-entries/order')
        return json(200, { data: [entries[1]!, entries[0]!], meta: { page: 1, perPage: 100, total: 2 } } satisfies ListOf<FaqEntry>);
      if (call.method === 'POST' && call.path === '/api/faq-entries') return json(201, entry(4, 'bills', 'New', 2));
      return undefined;
    });
    renderApp('/en/dashboard/faq/admin');
    await screen.findByRole('heading', { level: 1, name: 'Manage the FAQ' }, { timeout: 10_000 });
    await screen.findByText('How does leasing work?');
    expect(screen.getByText('11 found it helpful')).toBeTruthy();
    expect(screen.getByText('Draft')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Move up: How does leasing work?' })).toHaveProperty('disabled', true);
    expect(await seriousViolations()).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Move down: How does leasing work?' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ theme: 'leasing', ids: [2, 1] });
    expect(await screen.findByText('“How does leasing work?” is now number 2 of 2.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'New question' }));
    const dialog = await screen.findByRole('dialog', { name: 'New question' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Question/ }), 'Quelle question ?');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Answer/ }), 'Une réponse.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add the question' }));
    // English is missing: its tab opens and nothing is sent.
    await within(dialog).findByRole('tab', { name: /English — incomplete/, selected: true });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(await seriousViolations()).toEqual([]);
  });
});
