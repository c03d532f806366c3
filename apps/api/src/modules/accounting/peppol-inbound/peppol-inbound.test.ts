import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../../platform/audit.table';
import { useDemoApp } from '../../../test/demo-app';
import { peppolSignature } from './peppol-inbox';

const SECRET = 'peppol-inbound-test-secret';
const t = useDemoApp({
  config: { peppol: { accessPoint: 'outbox', outboxDir: path.join(os.tmpdir(), 'veloport-peppol-inbound-test'), inboundSecret: SECRET } },
});
const admin = t.signedIn('admin');
const sales = t.signedIn('sales');

const sample = readFileSync(new URL('../samples/belgian-supplier-invoice.xml', import.meta.url), 'utf8');
/** The sample under a number of its own, so the demo's purchases and the other cases never collide with it. */
const invoice = (number: string) => sample.replace('<cbc:ID>FV-2026-0815</cbc:ID>', `<cbc:ID>${number}</cbc:ID>`);
const nowSeconds = () => Math.floor(t.clock.now().getTime() / 1000);

/** The access point's call: no session, no CSRF cookie, only its signature over the time, the document id and the body. */
function deliver(body: string, documentId: string, signature: string | null = peppolSignature(body, documentId, SECRET, nowSeconds())) {
  return t.app.inject({
    method: 'POST',
    url: '/api/purchases/peppol',
    payload: body,
    headers: {
      'content-type': 'application/xml',
      'x-peppol-document-id': documentId,
      'x-peppol-sender': '9925:BE0123456749',
      ...(signature === null ? {} : { 'x-peppol-signature': signature }),
    },
  });
}
const json = (res: { body: string }) => JSON.parse(res.body);
async function purchasesNumbered(number: string) {
  const res = await admin.get(`/api/purchases?q=${encodeURIComponent(number)}`);
  return (res.body.data as { id: number; number: string; source: string; status: string }[]).filter((p) => p.number === number);
}

describe('supplier invoices delivered by the Peppol access point', () => {
  it('imports a signed delivery as a purchase from Peppol, once however often it is delivered', async () => {
    const body = invoice('PEP-1001');
    const first = await deliver(body, 'ap-msg-1001');
    expect(first.statusCode).toBe(201);
    const delivery = json(first);
    expect(delivery).toMatchObject({ documentId: 'ap-msg-1001', outcome: 'imported', errorCode: null, replay: false });

    const [purchase] = await purchasesNumbered('PEP-1001');
    expect(purchase).toMatchObject({ id: delivery.purchaseId, source: 'peppol', status: 'to_approve' });
    const detail = await admin.get(`/api/purchases/${purchase!.id}`);
    expect(detail.body.totals.inclVatCents).toBeGreaterThan(0);
    // Recorded as the access point's doing (no user), with the document id, when it arrived.
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'purchase.receive'), eq(auditLog.entityId, String(purchase!.id))));
    expect(audit).toMatchObject({ actorId: null, entity: 'purchase' });
    expect(audit!.after).toMatchObject({ source: 'peppol', peppolDocumentId: 'ap-msg-1001', number: 'PEP-1001' });

    // The access point retries (a timeout on its side): the same answer, nothing new, even with another body.
    for (const again of [body, invoice('PEP-1001-bis')]) {
      const replay = await deliver(again, 'ap-msg-1001');
      expect(replay.statusCode).toBe(200);
      expect(json(replay)).toEqual({ ...delivery, replay: true });
    }
    expect(await purchasesNumbered('PEP-1001')).toHaveLength(1);
    expect(await purchasesNumbered('PEP-1001-bis')).toHaveLength(0);

    // An upload says so in the same list.
    const uploaded = await admin.upload('/api/purchases', {
      filename: 'pep-1002.xml',
      contentType: 'application/xml',
      data: Buffer.from(invoice('PEP-1002')),
    });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body.source).toBe('upload');
  });

  it('refuses a delivery whose signature does not verify, and it changes nothing', async () => {
    const body = invoice('PEP-2001');
    const now = nowSeconds();
    const refusals = [
      deliver(body, 'ap-msg-2001', null),
      deliver(body, 'ap-msg-2001', peppolSignature(body, 'ap-msg-2001', 'another-secret-entirely', now)),
      deliver(body, 'ap-msg-2001', peppolSignature(body, 'ap-msg-2001', SECRET, now - 3600)),
      // Signed for another document id, or for another body.
      deliver(body, 'ap-msg-2001', peppolSignature(body, 'ap-msg-9999', SECRET, now)),
      deliver(body, 'ap-msg-2001', peppolSignature(invoice('PEP-2002'), 'ap-msg-2001', SECRET, now)),
      deliver(body, 'ap-msg-2001', 'garbage'),
    ];
    for (const res of await Promise.all(refusals)) {
      expect(res.statusCode).toBe(400);
      expect(json(res).error.code).toBe('signature_invalid');
    }
    expect(await purchasesNumbered('PEP-2001')).toHaveLength(0);
    // The document id was not used up: the genuine delivery still goes in.
    expect((await deliver(body, 'ap-msg-2001')).statusCode).toBe(201);
  });

  it('keeps the upload’s rules: a duplicate is 409, an unreadable document 422, each answered again on a replay', async () => {
    expect((await deliver(invoice('PEP-3001'), 'ap-msg-3001')).statusCode).toBe(201);
    const duplicate = await deliver(invoice('PEP-3001'), 'ap-msg-3002');
    expect(duplicate.statusCode).toBe(409);
    expect(json(duplicate).error.code).toBe('duplicate_purchase');
    const replayed = await deliver(invoice('PEP-3001'), 'ap-msg-3002');
    expect(replayed.statusCode).toBe(200);
    expect(json(replayed)).toEqual({
      documentId: 'ap-msg-3002',
      outcome: 'duplicate',
      purchaseId: null,
      errorCode: 'duplicate_purchase',
      replay: true,
    });

    const unreadable = await deliver('<Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2"/>', 'ap-msg-3003');
    expect(unreadable.statusCode).toBe(422);
    expect(json(unreadable).error.fields.file).toBe('not_a_ubl_invoice');
    expect(json(await deliver('anything', 'ap-msg-3003'))).toMatchObject({
      outcome: 'refused',
      errorCode: 'not_a_ubl_invoice',
      replay: true,
    });
    expect(await purchasesNumbered('PEP-3001')).toHaveLength(1);

    // The admin reads what came in, and why a delivery was refused; no one else does.
    const deliveries = await admin.get('/api/purchases/peppol-deliveries');
    expect(deliveries.status).toBe(200);
    const byId = new Map((deliveries.body.data as { documentId: string }[]).map((d) => [d.documentId, d]));
    expect(byId.get('ap-msg-3003')).toMatchObject({
      outcome: 'refused',
      errorCode: 'not_a_ubl_invoice',
      purchaseId: null,
      sender: '9925:BE0123456749',
    });
    expect(byId.get('ap-msg-3002')).toMatchObject({ outcome: 'duplicate', errorCode: 'duplicate_purchase' });
    expect(byId.get('ap-msg-3001')).toMatchObject({ outcome: 'imported', errorCode: null });
    expect(byId.has('ap-msg-9999')).toBe(false);
    expect((await sales.get('/api/purchases/peppol-deliveries')).status).toBe(403);
  });
});
