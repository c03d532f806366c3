import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { useDemoApp, useWebDist } from '../test/demo-app';

const script = `console.log(${JSON.stringify('veloport '.repeat(500))});\n`;
const t = useDemoApp({
  webDistDir: useWebDist({
    'assets/app-abc123.js': script,
    // The build's brotli copy (apps/web/vite.config.ts); marked so the test can tell it from on-the-fly compression.
    'assets/app-abc123.js.br': zlib.brotliCompressSync(`${script}// prebuilt\n`),
  }),
});

const get = (url: string, encoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

describe('what travels over the network', () => {
  it('sends the catalogue list brotli-compressed to a browser that accepts it, with the same content', async () => {
    const plain = await get('/api/public/catalog/bikes?perPage=24');
    const packed = await get('/api/public/catalog/bikes?perPage=24', 'br, gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(packed.headers['content-encoding']).toBe('br');
    const unpacked = zlib.brotliDecompressSync(packed.rawPayload).toString('utf8');
    expect(JSON.parse(unpacked)).toEqual(JSON.parse(plain.body));
    expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('compresses the built scripts and keeps their long cache; gzip when brotli is not accepted', async () => {
    const res = await get('/assets/app-abc123.js', 'gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(zlib.gunzipSync(res.rawPayload).toString('utf8')).toBe(script);
  });

  it("sends the build's brotli copy of a script as is to a browser that accepts brotli", async () => {
    const res = await get('/assets/app-abc123.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(`${script}// prebuilt\n`);
  });

  it('sends a script only the headers a browser reads on a script; a missing script is a 404 with all of them, never the app', async () => {
    const res = await get('/assets/app-abc123.js', 'br');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeUndefined();
    expect(res.headers['permissions-policy']).toBeUndefined();
    const missing = await get('/assets/no-such-file.js');
    expect(missing.statusCode).toBe(404);
    expect(String(missing.headers['content-type'])).not.toContain('text/html');
    expect(String(missing.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(missing.headers['x-frame-options']).toBe('DENY');
  });

  it('leaves small answers alone', async () => {
    const res = await get('/api/health', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.statusCode).toBe(200);
  });
});
