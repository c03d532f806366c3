import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../test/demo-app';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const fleetGlobex = t.signedIn('fleetGlobex');
const employee = t.signedIn('employee');
const ids = t.companyIds();
const sales = t.signedIn('sales');
const paula = t.signedIn('privateCustomer');
let modelId: number;

beforeAll(async () => {
  modelId = (await admin.get('/api/catalog/bikes?perPage=1')).body.data[0].id;
});

async function offerWithLine(body: Record<string, unknown>, withLine = true) {
  const res = await sales.post('/api/offers', { contractType: 'leasing', durationMonths: 36, ...body });
  expect(res.status).toBe(201);
  if (withLine)
    expect(
      (await sales.post(`/api/offers/${res.body.id}/lines`, { kind: 'bike', modelId, quantity: 1, unitPriceCents: 250_000, vatRate: 21 }))
        .status,
    ).toBe(201);
  return res.body.id as number;
}
const mailsTo = (email: string) => t.inbox.filter((m) => m.to === email);

describe('"your offer is ready to sign"', () => {
  it('mails the employee in their language with the link to their offer page, and records when and to whom', async () => {
    const id = await offerWithLine({ companyId: ids.Acme, userId: employee.user.id });
    const before = mailsTo('employee@acme.test').length;
    const res = await sales.post(`/api/offers/${id}/send`, {});
    expect(res.status).toBe(200);
    expect(res.body.sentTo).toEqual([{ name: `${employee.user.firstname} ${employee.user.lastname}`, email: 'employee@acme.test' }]);
    expect(res.body.offer.sentAt).toEqual(expect.any(String));
    const mails = mailsTo('employee@acme.test').slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Veloport\u00a0: votre offre n° ${id} est prête à être signée`);
    expect(mails[0]!.text).toContain(`http://portal.test/fr/dashboard/my-offers/${id}`);
    // The employee opens it and may still sign: sending changed nothing that is signed.
    expect((await employee.post(`/api/offers/${id}/sign`, { name: 'Eva Employee', consent: true })).status).toBe(200);
    const history = (await sales.get(`/api/offers/${id}/history`)).body.data.map((h: { action: string }) => h.action);
    expect(history).toContain('offer.sent');
  });

  it('writes to a private customer in English, and for a company offer without user to its fleet managers in theirs', async () => {
    const own = await offerWithLine({ userId: paula.user.id, contractType: 'purchase' });
    expect((await admin.post(`/api/offers/${own}/send`, {})).status).toBe(200);
    const toPaula = mailsTo('private@example.com').at(-1)!;
    expect(toPaula.subject).toBe(`Veloport: your offer no. ${own} is ready to sign`);
    expect(toPaula.text).toContain(`http://portal.test/en/dashboard/my-offers/${own}`);

    const company = await offerWithLine({ companyId: ids.Acme });
    const res = await sales.post(`/api/offers/${company}/send`, {});
    expect(res.status).toBe(200);
    expect(res.body.sentTo.map((r: { email: string }) => r.email)).toContain('fleet@acme.test');
    const toFleet = mailsTo('fleet@acme.test').at(-1)!;
    expect(toFleet.subject).toBe(`Veloport: je offerte nr. ${company} is klaar om te ondertekenen`);
    expect(toFleet.text).toContain(`http://portal.test/nl/dashboard/fleet/offers/${company}`);
  });

  it('refuses the customer and the fleet manager (403), another company’s fleet manager too, and sends nothing', async () => {
    const id = await offerWithLine({ companyId: ids.Acme, userId: employee.user.id });
    const before = t.inbox.length;
    for (const client of [employee, fleetAcme, fleetGlobex]) expect((await client.post(`/api/offers/${id}/send`, {})).status).toBe(403);
    expect(t.inbox.length).toBe(before);
    expect((await sales.get(`/api/offers/${id}`)).body.sentAt).toBeNull();
  });

  it('refuses an offer without lines or no longer in progress (409) and an unknown one (404)', async () => {
    const empty = await offerWithLine({ companyId: ids.Acme, userId: employee.user.id }, false);
    const before = t.inbox.length;
    const res = await sales.post(`/api/offers/${empty}/send`, {});
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('offer_empty');
    const lost = await offerWithLine({ companyId: ids.Acme, userId: employee.user.id });
    expect((await sales.post(`/api/offers/${lost}/lose`, {})).status).toBe(200);
    const closed = await sales.post(`/api/offers/${lost}/send`, {});
    expect(closed.status).toBe(409);
    expect(closed.body.error.code).toBe('invalid_transition');
    expect((await sales.post('/api/offers/999999/send', {})).status).toBe(404);
    expect(t.inbox.length).toBe(before);
  });
});
