import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../test/demo-app';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleet = t.signedIn('fleetAcme');
let acme: number;

beforeAll(async () => {
  acme = (await admin.get('/api/companies/list/minimal')).body.data.find((c: { name: string }) => c.name === 'Acme').id;
  // Some history by two different people, and a few documents by two uploaders' worth of rows.
  const { companyId: _c, cafeteria: _f, updatedAt: _u, ...conditions } = (await admin.get(`/api/companies/${acme}/conditions`)).body;
  await admin.put(`/api/companies/${acme}/conditions`, conditions);
  await fleet.put(`/api/companies/${acme}/conditions`, conditions);
  for (const lastname of ['Un', 'Deux'])
    await fleet.post(`/api/companies/${acme}/contacts`, { firstname: 'C', lastname, email: `${lastname}@acme.test` });
  await fleet.post(`/api/companies/${acme}/buildings`, {
    name: 'Dépôt Seraing',
    address: { street: 'Rue 1', postalCode: '4100', city: 'Seraing' },
  });
  for (const name of ['a.pdf', 'b.pdf', 'c.pdf'])
    await admin.upload(`/api/companies/${acme}/documents`, {
      filename: name,
      contentType: 'application/pdf',
      data: Buffer.from('%PDF-1.4\n'),
    });
  const employee = (await admin.get('/api/users?q=employee@acme')).body.data[0].id;
  for (const firstname of ['Emil', 'Emile', 'Emilio']) {
    const { user } = (await admin.get(`/api/users/${employee}`)).body;
    await (firstname === 'Emile' ? fleet : admin).put(`/api/users/${employee}`, {
      ...user,
      companyId: undefined,
      permissions: undefined,
      stockLocationId: undefined,
      isAdmin: undefined,
      firstname,
    });
  }
});

describe('a list costs the same number of queries whatever its length (no N+1)', () => {
  it.each([
    ['companies', 'admin', '/api/companies?'],
    ['users', 'admin', '/api/users?'],
    ['users of a fleet manager', 'fleet', '/api/users?'],
    ['all contacts', 'admin', '/api/companies/contacts?'],
    ['company contacts', 'fleet', '/api/companies/ACME/contacts?'],
    ['buildings', 'fleet', '/api/companies/ACME/buildings?'],
    ['documents', 'admin', '/api/companies/ACME/documents?'],
    ['company history', 'admin', '/api/companies/ACME/history?'],
    ['user history', 'admin', '/api/users/EMPLOYEE/history?'],
    ['users as CSV', 'fleet', '/api/users?format=csv&'],
  ])('%s', async (_name, who, template) => {
    const client = who === 'admin' ? admin : fleet;
    const employee = (await admin.get('/api/users?q=employee@acme')).body.data[0].id;
    const url = template.replace('ACME', String(acme)).replace('EMPLOYEE', String(employee));
    const long = await client.get(`${url}perPage=100`);
    expect(long.status).toBe(200);
    if (!url.includes('format=csv')) expect(long.body.data.length).toBeGreaterThan(2);
    // Two rows rather than one: a single row may skip a lookup it does not need (no company to name).
    const few = await t.countQueries(() => client.get(`${url}perPage=2`));
    const many = await t.countQueries(() => client.get(`${url}perPage=100`));
    expect(many).toBe(few);
  });
});
