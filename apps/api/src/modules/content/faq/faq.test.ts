import { FAQ_THEMES } from '@veloport/domain';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf, sheetRows } from '../../../test/fixtures';
import { faqEntries } from './faq.table';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const employee = t.signedIn('employee');
let ip = 10;

const tri = (s: string) => ({ fr: `${s} (fr)`, en: `${s} (en)`, nl: `${s} (nl)` });
const entry = (over: Record<string, unknown> = {}) => ({
  theme: 'account',
  question: tri('Comment changer mon mot de passe ?'),
  answer: tri('Ouvrez **Paramètres**.'),
  ...over,
});
const countRows = async () => (await t.db.select().from(faqEntries)).length;

async function newEntry(body: Record<string, unknown>) {
  const res = await admin.post('/api/faq-entries', body);
  if (res.status !== 201) throw new Error(`faq: ${res.status} ${res.raw}`);
  return res.body as { id: number; position: number };
}
const themeIds = async (theme: string) =>
  (await admin.get(`/api/faq-entries?theme=${theme}`)).body.data.map((e: { id: number }) => e.id) as number[];

describe('FAQ: the admin writes, orders and downloads it', () => {
  it('creates entries at the end of their theme, changes and deletes them, each change in the history', async () => {
    const a = await newEntry(entry({ question: tri('Alpha') }));
    const b = await newEntry(entry({ question: tri('Beta') }));
    expect(b.position).toBe(a.position + 1);
    const got = await admin.get(`/api/faq-entries/${a.id}`);
    expect(got.body).toMatchObject({
      theme: 'account',
      question: { fr: 'Alpha (fr)', en: 'Alpha (en)', nl: 'Alpha (nl)' },
      published: true,
      helpfulCount: 0,
    });

    const moved = await admin.put(`/api/faq-entries/${a.id}`, entry({ theme: 'purchase', question: tri('Alpha bis') }));
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ theme: 'purchase', question: { en: 'Alpha bis (en)' } });
    expect((await themeIds('purchase')).at(-1)).toBe(a.id);

    expect((await admin.delete(`/api/faq-entries/${b.id}`)).status).toBe(204);
    expect((await admin.get(`/api/faq-entries/${b.id}`)).status).toBe(404);
    expect((await auditOf(t.db, 'faq_entry', a.id)).map((x) => x.action).sort()).toEqual(['faq_entry.created', 'faq_entry.updated']);
    expect((await auditOf(t.db, 'faq_entry', b.id)).map((x) => x.action).sort()).toEqual(['faq_entry.created', 'faq_entry.deleted']);
  });

  it('reorders a theme (drag and drop) and refuses an order that is not exactly the theme (422)', async () => {
    const ids = await themeIds('maintenance');
    expect(ids.length).toBeGreaterThanOrEqual(4);
    const reversed = [...ids].reverse();
    const res = await admin.put('/api/faq-entries/order', { theme: 'maintenance', ids: reversed });
    expect(res.status).toBe(200);
    expect(res.body.data.map((e: { id: number }) => e.id)).toEqual(reversed);
    expect(res.body.data.map((e: { position: number }) => e.position)).toEqual(reversed.map((_, i) => i + 1));
    const publicOrder = (await t.client().get('/api/public/faq-entries?locale=en')).body.themes
      .find((g: { theme: string }) => g.theme === 'maintenance')
      .entries.map((e: { id: number }) => e.id);
    expect(publicOrder).toEqual(reversed);

    for (const bad of [reversed.slice(1), [...reversed, reversed[0]], [...reversed.slice(1), (await themeIds('bills'))[0]]]) {
      const refused = await admin.put('/api/faq-entries/order', { theme: 'maintenance', ids: bad });
      expect(refused.status).toBe(422);
      expect(refused.body.error.fields).toEqual({ ids: 'invalid' });
    }
    expect(await themeIds('maintenance')).toEqual(reversed);
    expect((await admin.put('/api/faq-entries/order', { theme: 'weather', ids: [1] })).status).toBe(422);
  });

  it('searches every language, filters by theme and downloads CSV and XLSX with the helpful counts', async () => {
    await newEntry(entry({ question: { fr: 'Où est Zanzibar ?', en: 'Where is Zanzibar?', nl: 'Waar ligt Zanzibar?' } }));
    const found = await admin.get('/api/faq-entries?q=waar%20ligt');
    expect(found.body.data.map((e: { question: { en: string } }) => e.question.en)).toEqual(['Where is Zanzibar?']);
    expect((await admin.get('/api/faq-entries?theme=bills')).body.data.every((e: { theme: string }) => e.theme === 'bills')).toBe(true);
    const csv = await admin.get('/api/faq-entries?format=csv&theme=leasing&lang=en');
    expect(csv.status).toBe(200);
    expect(csv.raw).toContain('Not helpful');
    expect(csv.raw).toContain('How does bike leasing through my employer work?');
    const xlsx = await admin.get('/api/faq-entries?format=xlsx&theme=leasing');
    const sheet = await sheetRows(xlsx.bytes);
    expect(sheet[0]).toContain('Pas utile');
  });
});

describe('FAQ: refusals', () => {
  it('refuses the admin screens to a fleet manager, an employee (403) and a visitor (401), and writes nothing', async () => {
    const { id } = await newEntry(entry());
    const before = await countRows();
    for (const client of [fleetAcme, employee]) {
      expect((await client.get('/api/faq-entries')).status).toBe(403);
      expect((await client.post('/api/faq-entries', entry())).status).toBe(403);
      expect((await client.put(`/api/faq-entries/${id}`, entry())).status).toBe(403);
      expect((await client.put('/api/faq-entries/order', { theme: 'account', ids: [id] })).status).toBe(403);
      expect((await client.delete(`/api/faq-entries/${id}`)).status).toBe(403);
    }
    expect((await t.client().post('/api/faq-entries', entry())).status).toBe(401);
    expect(await countRows()).toBe(before);
    expect((await admin.put('/api/faq-entries/999999', entry())).status).toBe(404);
  });

  it('answers 422 when a language is missing or the theme unknown', async () => {
    const before = await countRows();
    const res = await admin.post('/api/faq-entries', {
      theme: 'weather',
      question: { fr: 'Q', en: '', nl: '   ' },
      answer: { fr: 'A', en: 'A' },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.error.fields)).toEqual(expect.arrayContaining(['theme', 'question.en', 'question.nl', 'answer.nl']));
    // Only tags: nothing is left to ask.
    expect((await admin.post('/api/faq-entries', entry({ question: { fr: '<b></b>', en: 'Q', nl: 'Q' } }))).status).toBe(422);
    expect(await countRows()).toBe(before);
  });

  it('stores no HTML: tags and scripts are removed from every text, the words kept', async () => {
    const evil = '<script>alert(1)</script><img src=x onerror=alert(2)>Safe <b>bold</b> <scr<b>ipt>x';
    const made = await newEntry(entry({ question: { fr: evil, en: evil, nl: evil }, answer: { fr: evil, en: evil, nl: evil } }));
    const row = (await admin.get(`/api/faq-entries/${made.id}`)).body;
    for (const text of [...Object.values(row.question), ...Object.values(row.answer)] as string[]) {
      expect(text).not.toMatch(/<[a-z/!]/i);
      expect(text).toContain('Safe bold');
    }
  });
});

describe('FAQ: read by everyone, with "was this helpful?"', () => {
  it('gives the published FAQ in one language grouped by theme, searchable, without drafts', async () => {
    const draft = await newEntry(entry({ question: tri('Brouillon secret'), published: false }));
    const nl = await t.client().get('/api/public/faq-entries?locale=nl');
    expect(nl.status).toBe(200);
    const themes = nl.body.themes.map((g: { theme: string }) => g.theme);
    expect(themes).toEqual(expect.arrayContaining(['leasing', 'maintenance', 'shared_bikes', 'bills']));
    // In the list's order of themes, whatever order they were written in.
    expect(themes).toEqual(FAQ_THEMES.filter((theme) => themes.includes(theme)));
    expect(nl.body.themes[0].entries[0]).toMatchObject({ question: 'Hoe werkt fietsleasing via mijn werkgever?' });
    const all = nl.body.themes.flatMap((g: { entries: { id: number }[] }) => g.entries.map((e) => e.id));
    expect(all).not.toContain(draft.id);
    const search = await t.client().get('/api/public/faq-entries?locale=fr&q=batterie');
    expect(search.body.themes).toHaveLength(1);
    expect(search.body.themes[0]).toMatchObject({
      theme: 'maintenance',
      entries: [{ question: 'Ma batterie se décharge vite, que faire ?' }],
    });
    expect((await t.client().get('/api/public/faq-entries?locale=de')).status).toBe(422);
    expect((await employee.get('/api/public/faq-entries')).body.locale).toBe('fr');
  });

  it('counts a vote once per client and entry, lets the client change its mind, and refuses unknown or draft entries', async () => {
    const { id } = await newEntry(entry({ question: tri('Votes') }));
    const visitor = t.client({ ip: `198.51.100.${ip++}` });
    const other = t.client({ ip: `198.51.100.${ip++}` });
    const counts = async () => (await admin.get(`/api/faq-entries/${id}`)).body as { helpfulCount: number; notHelpfulCount: number };
    expect((await visitor.post(`/api/public/faq-entries/${id}/feedback`, { helpful: true })).status).toBe(200);
    await visitor.post(`/api/public/faq-entries/${id}/feedback`, { helpful: true });
    await other.post(`/api/public/faq-entries/${id}/feedback`, { helpful: true });
    expect(await counts()).toMatchObject({ helpfulCount: 2, notHelpfulCount: 0 });
    await visitor.post(`/api/public/faq-entries/${id}/feedback`, { helpful: false });
    expect(await counts()).toMatchObject({ helpfulCount: 1, notHelpfulCount: 1 });

    expect((await visitor.post('/api/public/faq-entries/999999/feedback', { helpful: true })).status).toBe(404);
    const draft = await newEntry(entry({ published: false }));
    expect((await visitor.post(`/api/public/faq-entries/${draft.id}/feedback`, { helpful: true })).status).toBe(404);
    expect((await visitor.post(`/api/public/faq-entries/${id}/feedback`, { helpful: 'yes' })).status).toBe(422);
  });

  it('stops a client after 30 votes an hour (429) without counting more', async () => {
    const ids = (await t.client().get('/api/public/faq-entries?locale=en')).body.themes.flatMap((g: { entries: { id: number }[] }) =>
      g.entries.map((e) => e.id),
    ) as number[];
    const made: number[] = [];
    while (ids.length + made.length < 31) made.push((await newEntry(entry({ question: tri(`Vote ${made.length}`) }))).id);
    const targets = [...ids, ...made].slice(0, 31);
    const voter = t.client({ ip: '203.0.113.99' });
    for (const id of targets.slice(0, 30))
      expect((await voter.post(`/api/public/faq-entries/${id}/feedback`, { helpful: true })).status).toBe(200);
    const before = (await admin.get(`/api/faq-entries/${targets[30]}`)).body.helpfulCount;
    const refused = await voter.post(`/api/public/faq-entries/${targets[30]}/feedback`, { helpful: true });
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('too_many_attempts');
    expect((await admin.get(`/api/faq-entries/${targets[30]}`)).body.helpfulCount).toBe(before);
  });
});
