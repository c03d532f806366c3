import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/harness';

let t: Awaited<ReturnType<typeof createTestApp>>;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'veloport-dist-'));
const script = `console.log(${JSON.stringify('veloport '.repeat(500))});\n`;

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html>\n<html lang="fr"><head><title>Veloport</title></head><body><div id="root"></div></body></html>\n');
  fs.writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), script);
  t = await createTestApp({ webDistDir: dist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
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

  it('leaves small answers alone', async () => {
    const res = await get('/api/health', 'br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.statusCode).toBe(200);
  });
});
