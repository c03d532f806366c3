import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';

let t: Awaited<ReturnType<typeof createTestApp>>;
let slug: string;
let model: { brand: string; model: string };
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'veloport-dist-'));

beforeAll(async () => {
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html>\n<html lang="fr">\n  <head>\n    <title>Veloport</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n',
  );
  t = await createTestApp({ webDistDir: dist });
  const list = await t.client().get('/api/public/catalog/bikes?perPage=1');
  [model] = list.body.data;
  slug = list.body.data[0].slug;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = async (url: string) => (await t.app.inject({ method: 'GET', url })).body;

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

  it('names a bike detail page after the bike, and an unknown slug gets the plain page', async () => {
    expect(await page(`/fr/bikes/${slug}`)).toContain(`<title>${model.brand} ${model.model} — Veloport</title>`);
    const unknown = await page('/fr/bikes/no-such-bike');
    expect(unknown).toContain('<title>Veloport</title>');
    expect(unknown).not.toContain('hreflang');
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
