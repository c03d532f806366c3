import { beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '@veloport/domain';
import { useDemoApp } from '../../test/demo-app';
import { signedIn, type SignedClient } from '../../test/fixtures';
import { pdfText } from '../../test/pdf-text';

const t = useDemoApp();
const employee = t.signedIn('employee');
const fleetGlobex = t.signedIn('fleetGlobex');
const ids = t.companyIds();
const sales = t.signedIn('sales');
const paula = t.signedIn('privateCustomer');
let modelId: number;

beforeAll(async () => {
  modelId = (await (await signedIn(t, 'admin@veloport.test')).get('/api/catalog/bikes?perPage=1')).body.data[0].id;
});

async function offerWithBike(body: Record<string, unknown>) {
  const res = await sales.post('/api/offers', body);
  expect(res.status).toBe(201);
  expect(
    (await sales.post(`/api/offers/${res.body.id}/lines`, { kind: 'bike', modelId, quantity: 1, unitPriceCents: 300_000, vatRate: 21 }))
      .status,
  ).toBe(201);
  return (await sales.get(`/api/offers/${res.body.id}`)).body;
}
const text = async (client: SignedClient, url: string) => {
  const res = await client.get(url);
  expect(res.status, res.raw?.slice(0, 200)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  return pdfText(res.bytes);
};

describe('the bike policy, the contract amendment and the contract', () => {
  it('gives an employee’s lease all three, in the customer’s language, with the offer’s own figures', async () => {
    const offer = await offerWithBike({ companyId: ids.Acme, userId: employee.user.id, contractType: 'leasing', durationMonths: 36 });
    const docs = `/api/offers/${offer.id}/documents`;
    const amendment = await text(employee, `${docs}/contract_amendment.pdf?locale=en`);
    expect(amendment).toContain('Employment contract amendment');
    // The salary gives up the lease as the company's plan shows it (Acme: VAT included).
    expect(amendment).toContain(`reduced by ${formatPrice(offer.display.monthlyCents)}`);
    expect(amendment).toContain(`buy the bike for ${formatPrice(offer.leasing.residualValueCents)}`);
    expect(amendment).toContain(employee.user.firstname);
    const policy = await text(sales, `${docs}/bike_policy.pdf?locale=nl`);
    expect(policy).toContain('Fietsbeleid');
    expect(policy).toContain('Acme');
    const contract = await text(sales, `${docs}/contract.pdf?locale=fr`);
    expect(contract).toContain('Contrat');
    expect(contract).toContain(`Mensualité : ${formatPrice(offer.display.monthlyCents)}`);
  });

  it('gives a private purchase only its contract, with the purchase price; the others are 409', async () => {
    const offer = await offerWithBike({ userId: paula.user.id, contractType: 'purchase' });
    const contract = await text(paula, `/api/offers/${offer.id}/documents/contract.pdf?locale=en`);
    expect(contract).toContain(formatPrice(offer.purchase.amountInclVatCents));
    for (const kind of ['bike_policy', 'contract_amendment']) {
      const res = await paula.get(`/api/offers/${offer.id}/documents/${kind}.pdf`);
      expect(res.status).toBe(409);
      expect(res.body.error.code).toBe('document_not_applicable');
    }
  });

  it('has no amendment for a company lease without an employee, but a policy', async () => {
    const offer = await offerWithBike({ companyId: ids.Acme, contractType: 'leasing_with_maintenance_budget', durationMonths: 36 });
    expect((await sales.get(`/api/offers/${offer.id}/documents/contract_amendment.pdf`)).status).toBe(409);
    expect(await text(sales, `/api/offers/${offer.id}/documents/bike_policy.pdf?locale=en`)).toContain('Bike policy');
  });

  it('hides another company’s documents (404) and refuses anyone signed out (401)', async () => {
    const offer = await offerWithBike({ companyId: ids.Acme, userId: employee.user.id, contractType: 'leasing', durationMonths: 36 });
    expect((await fleetGlobex.get(`/api/offers/${offer.id}/documents/contract.pdf`)).status).toBe(404);
    expect((await t.client().get(`/api/offers/${offer.id}/documents/contract.pdf`)).status).toBe(401);
  });
});
