import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp, useWebDist } from '../../test/demo-app';

const t = useDemoApp({ webDistDir: useWebDist() });
let slug: string;
let model: { brand: string; model: string };

beforeAll(async () => {
  const list = await t.client().get('/api/public/catalog/bikes?perPage=1');
  [model] = list.body.data;
  slug = list.body.data[0].slug;
});

const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

describe('addresses that are not pages of the app (issue 24 point 4)', () => {
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  it('answers 404 for dot-paths, missing assets and files outside a language, never the app', async () => {
    for (const url of [
      '/.env',
      '/.git/config',
      '/fr/.env',
      '/assets/nonexistent.js',
      '/assets/x/y.css',
      '/wp-login.php',
      '/backup.tar.gz',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.body, url).not.toContain('<div id="root">');
    }
  });

  it('redirects a path outside any language to the browser’s language when it is ours, French otherwise (issue 27)', async () => {
    for (const url of ['/', '/data/outbox', '/data/outbox/', '/xx/whatever?x=1']) {
      const res = await get(url, { 'accept-language': 'nl-BE,nl;q=0.9' });
      expect([res.statusCode, res.headers.location], url).toEqual([302, '/nl']);
      expect(res.headers.vary, url).toContain('Accept-Language');
      expect(res.body, url).not.toContain('<div id="root">');
    }
    for (const [language, target] of [
      ['en-GB,en;q=0.9,fr;q=0.8', '/en'],
      ['de-DE,de;q=0.9', '/fr'],
      ['de-DE,nl;q=0.5,en;q=0.7', '/en'],
      ['', '/fr'],
    ] as const)
      expect((await get('/', { 'accept-language': language })).headers.location, language).toBe(target);
    expect((await get('/')).headers.location).toBe('/fr');
  });
});

describe('what the server sends for public pages', () => {
  it('gives each public page its own title, description, language and hreflang alternates', async () => {
    const html = await page('/nl/bikes?electric=true');
    expect(html).toContain('<html lang="nl"');
    expect(html).toContain('<title>Nieuwe en elektrische fietsen — Veloport</title>');
    expect(html).toMatch(/<meta name="description" content="Onze catalogus[^"]+"/);
    for (const l of ['fr', 'en', 'nl'])
      expect(html).toContain(`<link rel="alternate" hreflang="${l}" href="http://portal.test/${l}/bikes" />`);
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="http://portal.test/fr/bikes" />');
    expect(await page('/en/trade-in')).toContain('<title>Trade in your e-bike — Veloport</title>');
  });

  it('names a bike detail page after the bike, and an unknown slug gets the plain page with status 404', async () => {
    expect(await page(`/fr/bikes/${slug}`)).toContain(`<title>${model.brand} ${model.model} — Veloport</title>`);
    const unknown = await t.app.inject({ method: 'GET', url: '/fr/bikes/no-such-bike' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toMatch(/^text\/html/);
    expect(unknown.body).toContain('<title>Veloport</title>');
    expect(unknown.body).not.toContain('hreflang');
    expect((await t.app.inject({ method: 'GET', url: '/fr/blog/no-such-post' })).statusCode).toBe(404);
  });

  it('keeps the app pages plain but in their language, and never fails on odd paths', async () => {
    expect(await page('/en/dashboard')).toContain('<html lang="en"');
    // A malformed escape is refused as a bad request, never a server error.
    const odd = await t.app.inject({ method: 'GET', url: '/fr/%E0%A4%A' });
    expect(odd.statusCode).toBe(400);
    expect(JSON.parse(odd.body).error.code).toBe('validation_failed');
    const quoted = await page('/fr/bikes/%22%3E%3Cscript%3E');
    expect(quoted).not.toContain('"><script>');
  });

  it('lists every public page in the three languages in /sitemap.xml, with the bikes on sale', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    for (const p of ['home', 'bikes', 'accessories', 'used-bikes', 'rentals', 'trade-in', 'contact', 'leasing-request', 'test-ride']) {
      for (const l of ['fr', 'en', 'nl']) expect(res.body).toContain(`<loc>http://portal.test/${l}/${p}</loc>`);
    }
    expect(res.body).toContain(`<loc>http://portal.test/nl/bikes/${slug}</loc>`);
    expect(res.body).toContain(`<xhtml:link rel="alternate" hreflang="en" href="http://portal.test/en/bikes/${slug}"/>`);
  });
});

describe('what crawlers are told', () => {
  it('points them to the sitemap and keeps them out of the back office and the API', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Sitemap: http://portal.test/sitemap.xml');
    expect(res.body).toContain('Disallow: /api/');
    for (const l of ['fr', 'en', 'nl']) expect(res.body).toContain(`Disallow: /${l}/dashboard`);
  });
});
