import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { outboxAccessPoint, PEPPOL_DOCUMENT_TYPES, storecoveAccessPoint } from './access-point';

const dirs: string[] = [];
afterAll(async () => {
  for (const d of dirs) await rm(d, { recursive: true, force: true });
});

describe('Peppol access points', () => {
  it('the outbox adapter writes <number>.xml in its folder, creating it, and answers a message id', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'veloport-peppol-'));
    dirs.push(root);
    const dir = path.join(root, 'peppol-outbox');
    const ap = outboxAccessPoint(dir);
    const ubl = '<?xml version="1.0" encoding="UTF-8"?>\n<Invoice/>\n';
    const { messageId } = await ap.send(ubl, {
      number: '2026-00042',
      kind: 'invoice',
      receiver: '0208:0202239951',
      sender: '0208:0123456749',
    });
    expect(messageId).toBe('outbox:2026-00042.xml');
    expect(await readFile(path.join(dir, '2026-00042.xml'), 'utf8')).toBe(ubl);
    expect(await readdir(dir)).toEqual(['2026-00042.xml']);
  });

  it("the Storecove adapter posts the UBL to the receiver's participant id and answers its guid (HTTP stood in for)", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ guid: 'abc-123' }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }) as unknown as typeof fetch;
    const ap = storecoveAccessPoint({ url: 'https://api.storecove.test/api/v2/', apiKey: 'key', legalEntityId: 42 }, fakeFetch);
    expect(
      await ap.send('<CreditNote/>', { number: '2026-00043', kind: 'credit_note', receiver: '0208:0202239951', sender: '0208:0123456749' }),
    ).toEqual({ messageId: 'storecove:abc-123' });
    expect(calls[0]!.url).toBe('https://api.storecove.test/api/v2/document_submissions');
    const body = JSON.parse(String(calls[0]!.init.body));
    expect(body.legalEntityId).toBe(42);
    expect(body.routing.eIdentifiers).toEqual([{ scheme: 'BE:EN', id: '0202239951' }]);
    expect(Buffer.from(body.document.rawDocumentData.document, 'base64').toString()).toBe('<CreditNote/>');
    expect(body.document.rawDocumentData.documentTypeId).toBe(PEPPOL_DOCUMENT_TYPES.credit_note);
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer key');
  });
});
