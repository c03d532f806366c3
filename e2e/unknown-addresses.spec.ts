import { expect, test } from './support/test';

/*
 * Issue 24 point 4 (decision 070): only the app's pages are the app. A file that is not there is a 404 (a scanner
 * probing /.env learns nothing from a 200), a path outside any language goes to the French page from the server,
 * and a page the app does not have keeps the app's page with status 404, as its not-found page does.
 */
test('addresses that are not pages answer what they are, from the server', async ({ request }) => {
  const get = (url: string) => request.get(url, { maxRedirects: 0 });
  for (const url of [
    '/.env',
    '/.git/config',
    '/assets/nonexistent.js',
    '/wp-login.php',
    '/fr/.env',
    '/server/entry-server.js',
    '/index.html',
  ]) {
    const res = await get(url);
    expect(res.status(), url).toBe(404);
    expect(res.headers()['content-type'], url).not.toContain('text/html');
  }
  for (const [url, to] of [
    ['/', '/fr'],
    ['/data/outbox', '/fr'],
    ['/bikes', '/fr/bikes'],
    ['/faq?x=1', '/fr/faq?x=1'],
  ]) {
    const res = await get(url!);
    expect([res.status(), res.headers().location], url).toEqual([302, to]);
  }
  for (const [url, status] of [
    ['/fr/no-such-page', 404],
    ['/nl/error/404', 404],
    ['/en/bikes/no-such-bike', 404],
    ['/fr/accessories/no-such-accessory', 404],
    ['/fr/bikes', 200],
    ['/en/error/403', 200],
    // The signed-in pages load on demand: the app itself shows its not-found page there, once signed in.
    ['/fr/dashboard/anything', 200],
  ] as const) {
    const res = await get(url);
    expect(res.status(), url).toBe(status);
    expect(res.headers()['content-type'], url).toContain('text/html');
    expect(await res.text(), url).toContain('<div id="root"');
  }
});
