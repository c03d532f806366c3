import { describe, expect, it } from 'vitest';
import { render } from './entry-server';

// The server renders several visitors' pages at once; each page's calls ask for its own language, even when the
// renders interleave between their rounds of calls (decision 101).
describe('server-side render', () => {
  it('sends each page its own language when renders of two languages interleave', async () => {
    const asked: { url: string; language: string | null }[] = [];
    const fetch = async (input: string, init: RequestInit) => {
      asked.push({ url: input, language: new Headers(init.headers).get('accept-language') });
      // A slow answer, so that the other render's calls start before this one returns.
      await new Promise((resolve) => setTimeout(resolve, 20));
      return new Response(JSON.stringify({ error: { code: 'not_found' } }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    };
    const [fr, nl] = await Promise.all([
      render({ url: '/fr/contact', cookies: '', fetch }),
      render({ url: '/nl/contact', cookies: '', fetch }),
    ]);
    expect(fr?.html).toContain('lang');
    expect(nl).not.toBeNull();
    expect(asked.length).toBeGreaterThanOrEqual(2);
    const languages = new Set(asked.map((call) => call.language));
    expect(languages).toEqual(new Set(['fr', 'nl']));
    expect(asked.filter((call) => call.language === 'fr').length).toBe(asked.filter((call) => call.language === 'nl').length);
  });
});
