import { quoteOfTheDay, brusselsToday } from '@veloport/domain';
import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';

const t = useDemoApp();
const employee = t.signedIn('employee');

describe('cycling quotes', () => {
  it("gives today's quote in the reader's language, the same for everyone that day", async () => {
    const expected = quoteOfTheDay(brusselsToday());
    const fr = await employee.get('/api/quotes/today');
    expect(fr.status).toBe(200);
    // The demo employee reads French.
    expect(fr.body).toMatchObject({ id: expected.id, theme: expected.theme, language: 'fr', text: expected.text.fr, day: brusselsToday() });
    const nl = await t.app.inject({ url: '/api/quotes/today?language=nl' });
    expect(nl.json()).toMatchObject({ id: expected.id, language: 'nl', text: expected.text.nl });
  });

  it('lists the fifteen themes and filters the quotes by theme', async () => {
    const all = await t.app.inject({ url: '/api/quotes?language=en' });
    expect(all.json().themes).toHaveLength(15);
    expect(all.json().data.length).toBeGreaterThanOrEqual(30);
    const balance = (await t.app.inject({ url: '/api/quotes?theme=balance&language=en' })).json().data as { theme: string; text: string }[];
    expect(balance.every((q) => q.theme === 'balance')).toBe(true);
    expect(balance.map((q) => q.text)).toContain('Life is like riding a bicycle. To keep your balance, you must keep moving.');
  });

  it('refuses an unknown theme or language with 422', async () => {
    expect((await t.app.inject({ url: '/api/quotes?theme=doping' })).statusCode).toBe(422);
    expect((await t.app.inject({ url: '/api/quotes/today?language=de' })).statusCode).toBe(422);
  });
});
