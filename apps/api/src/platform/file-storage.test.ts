import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStorage, type FileStorage } from './files';
import { createS3FileStorage, parseS3Url, s3Inventory } from './s3-storage';

/**
 * No object store is reachable from the test machines: a small in-process S3-compatible server (path-style
 * PUT/GET/DELETE object, signed requests accepted unchecked) stands at that border. The adapter is the real one.
 */
async function startS3Fake() {
  const objects = new Map<string, Buffer>();
  const seen: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const key = decodeURIComponent(new URL(req.url ?? '/', 'http://s3').pathname);
      seen.push(
        `${req.method} ${key} ${req.headers.authorization?.startsWith('AWS4-HMAC-SHA256 Credential=KEY/') ? 'signed' : 'unsigned'}`,
      );
      if (req.method === 'PUT') {
        objects.set(key, Buffer.concat(chunks));
        res.writeHead(200, { ETag: '"x"' }).end();
      } else if (req.method === 'GET' && new URL(req.url ?? '/', 'http://s3').searchParams.has('versions')) {
        // ListObjectVersions of a versioned bucket: each object's latest version, and an older one of the first.
        const prefix = `${key.replace(/\/+$/, '')}/`;
        const versions = [...objects.keys()]
          .filter((k) => k.startsWith(prefix))
          .flatMap((k, i) => [
            `<Version><Key>${k.slice(prefix.length)}</Key><VersionId>v-${i}-latest</VersionId><IsLatest>true</IsLatest><ETag>"e${i}"</ETag><Size>${objects.get(k)!.length}</Size></Version>`,
            ...(i === 0
              ? [
                  `<Version><Key>${k.slice(prefix.length)}</Key><VersionId>v-0-old</VersionId><IsLatest>false</IsLatest><ETag>"old"</ETag><Size>1</Size></Version>`,
                ]
              : []),
          ]);
        res
          .writeHead(200, { 'Content-Type': 'application/xml' })
          .end(
            `<?xml version="1.0" encoding="UTF-8"?><ListVersionsResult><Name>${prefix.slice(1, -1)}</Name><IsTruncated>false</IsTruncated>${versions.join('')}</ListVersionsResult>`,
          );
      } else if (req.method === 'GET') {
        const body = objects.get(key);
        if (!body)
          res
            .writeHead(404, { 'Content-Type': 'application/xml' })
            .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>none</Message></Error>');
        else res.writeHead(200, { 'Content-Length': body.length, 'Content-Type': 'application/octet-stream' }).end(body);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, objects, seen, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** What any storage must do, run against both adapters. */
async function behavesAsStorage(files: FileStorage) {
  const data = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
  await files.put('models/12/photo-ab12.png', data);
  expect(await files.get('models/12/photo-ab12.png')).toEqual(data);
  expect(await files.get('models/12/missing.png')).toBeNull();
  await files.remove('models/12/photo-ab12.png');
  expect(await files.get('models/12/photo-ab12.png')).toBeNull();
}

describe('file storage', () => {
  let dir: string;
  let s3: Awaited<ReturnType<typeof startS3Fake>>;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'veloport-files-'));
    s3 = await startS3Fake();
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
    await s3.close();
  });

  it('keeps files in a local folder by default, and refuses keys that leave it', async () => {
    const files = createLocalFileStorage(dir);
    await behavesAsStorage(files);
    await files.put('a/b.txt', Buffer.from('hello'));
    expect(await fs.readFile(path.join(dir, 'a/b.txt'), 'utf8')).toBe('hello');
    await expect(files.put('../escape.txt', Buffer.from('x'))).rejects.toThrow(/unsafe/);
  });

  it('keeps files in S3-compatible object storage when S3_URL is set, with signed requests', async () => {
    const files = createS3FileStorage(parseS3Url(`s3://KEY:SE%2FCRET@127.0.0.1:${s3.port}/veloport-files?region=eu-west-3&tls=false`));
    await behavesAsStorage(files);
    await files.put('documents/7/contract.pdf', Buffer.from('%PDF-1.7'));
    expect(s3.objects.get('/veloport-files/documents/7/contract.pdf')?.toString()).toBe('%PDF-1.7');
    expect(s3.seen[0]).toBe('PUT /veloport-files/models/12/photo-ab12.png signed');
  });

  it('lists each object of the bucket with its current version, what a backup records (issue 24 point 5)', async () => {
    const settings = parseS3Url(`s3://KEY:SECRET@127.0.0.1:${s3.port}/inventory?region=eu-west-3&tls=false`);
    const files = createS3FileStorage(settings);
    await files.put('public/bike-1.png', Buffer.from('png!'));
    await files.put('documents/3/contract.pdf', Buffer.from('%PDF-1.7 contract'));
    const inventory = await s3Inventory(settings);
    expect(inventory.bucket).toBe('inventory');
    expect(inventory.objects).toEqual([
      { key: 'public/bike-1.png', versionId: 'v-0-latest', etag: '"e0"', size: 4 },
      { key: 'documents/3/contract.pdf', versionId: 'v-1-latest', etag: '"e1"', size: 17 },
    ]);
  });

  it('reads S3_URL into endpoint, region, bucket and credentials', () => {
    expect(parseS3Url('s3://AK:s%40cret@minio.internal:9000/uploads?region=eu-west-1&tls=false')).toEqual({
      endpoint: 'http://minio.internal:9000',
      region: 'eu-west-1',
      bucket: 'uploads',
      accessKeyId: 'AK',
      secretAccessKey: 's@cret',
      forcePathStyle: true,
    });
    expect(parseS3Url('s3://AK:SK@s3.fr-par.scw.cloud/bucket?region=fr-par&forcePathStyle=false')).toMatchObject({
      endpoint: 'https://s3.fr-par.scw.cloud',
      forcePathStyle: false,
    });
    expect(() => parseS3Url('s3://nobucket.example')).toThrow(/key, a secret and a bucket/);
  });
});
