import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../test/demo-app';
import { sheetRows } from '../../test/fixtures';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const fleetGlobex = t.signedIn('fleetGlobex');
const employee = t.signedIn('employee');
const ids = t.companyIds();

const newCompany = (extra: Record<string, unknown> = {}) => ({
  name: 'Dunder Mifflin',
  vatNumber: 'be 0403.170.701',
  billingAddress: { street: 'Rue Neuve 1', postalCode: '1000', city: 'Bruxelles', country: 'be' },
  deliveryAddress: null,
  emailDomains: ['@Dunder.test', 'dundermifflin.test'],
  selfRegistration: false,
  ...extra,
});

describe('listing companies (admin)', () => {
  it('answers a page with each company, its domains, sign-up rule and head counts', async () => {
    const res = await admin.get('/api/companies');
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ page: 1, perPage: 25, total: expect.any(Number) });
    const acme = res.body.data.find((c: { name: string }) => c.name === 'Acme');
    expect(acme).toEqual({
      id: ids.Acme,
      name: 'Acme',
      vatNumber: 'BE0403170701',
      city: 'Liège',
      emailDomains: ['acme.test'],
      selfRegistration: true,
      userCount: 10,
      fleetManagerCount: 1,
      createdAt: expect.any(String),
    });
  });

  it('searches the name, the VAT number and the e-mail domains', async () => {
    const names = async (q: string) =>
      (await admin.get(`/api/companies?q=${encodeURIComponent(q)}`)).body.data.map((c: { name: string }) => c.name);
    expect(await names('glob')).toEqual(['Globex']);
    expect(await names('0202239951')).toEqual(['Globex']);
    expect(await names('initech.te')).toEqual(['Initech']);
    // LIKE wildcards typed by the user are taken literally.
    expect(await names('%')).toEqual([]);
  });

  it('filters on self-registration and on having a fleet manager', async () => {
    const names = async (query: string) => (await admin.get(`/api/companies?${query}`)).body.data.map((c: { name: string }) => c.name);
    expect(await names('selfRegistration=false')).toEqual(['Globex']);
    expect(await names('selfRegistration=true')).toEqual(expect.arrayContaining(['Acme', 'Initech']));
    expect(await names('hasFleetManager=false')).toContain('Initech');
    expect(await names('hasFleetManager=false')).not.toContain('Acme');
    expect(await names('hasFleetManager=true&selfRegistration=true')).toEqual(['Acme']);
  });

  it('sorts and pages', async () => {
    const res = await admin.get('/api/companies?sort=name&order=desc&perPage=2&page=1');
    expect(res.body.meta.perPage).toBe(2);
    expect(res.body.data).toHaveLength(2);
    const all = (await admin.get('/api/companies?sort=name&order=desc&perPage=100')).body.data.map((c: { name: string }) => c.name);
    expect(res.body.data.map((c: { name: string }) => c.name)).toEqual(all.slice(0, 2));
    expect([...all].sort((a: string, b: string) => b.localeCompare(a))).toEqual(all);
  });

  it.each([
    ['perPage=101', 'perPage', 'too_big'],
    ['sort=vat', 'sort', 'invalid'],
    ['selfRegistration=maybe', 'selfRegistration', 'invalid'],
  ])('refuses ?%s with 422', async (query, field, code) => {
    const res = await admin.get(`/api/companies?${query}`);
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ [field]: code });
  });

  it('downloads the list as CSV for Belgian Excel: BOM, semicolons, a header, one line per company', async () => {
    const res = await admin.get('/api/companies?format=csv&q=a');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="companies-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    const lines = res.raw
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('ID;Nom;N° TVA;Ville;Domaines e-mail;Inscription libre;Utilisateurs;Gestionnaires de flotte;Créée le');
    const json = (await admin.get('/api/companies?q=a&perPage=100')).body;
    expect(lines).toHaveLength(json.meta.total + 1);
    expect(lines).toContain(
      `${ids.Acme};Acme;BE0403170701;Liège;acme.test;Oui;10;1;${lines.find((l) => l.startsWith(`${ids.Acme};`))!.split(';')[8]}`,
    );
  });

  it('downloads the same list as an XLSX workbook', async () => {
    const res = await admin.get('/api/companies?format=xlsx');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toMatch(/companies-\d{4}-\d{2}-\d{2}\.xlsx/);
    const [header, ...rows] = await sheetRows(res.bytes);
    expect(header![1]).toBe('Nom');
    const names = rows.map((r) => r[1]);
    expect(names).toEqual(expect.arrayContaining(['Acme', 'Globex', 'Initech']));
  });

  it('is for admins only', async () => {
    expect((await fleetAcme.get('/api/companies')).status).toBe(403);
    expect((await employee.get('/api/companies')).status).toBe(403);
    expect((await t.client().get('/api/companies')).status).toBe(401);
  });
});

describe('creating a company (admin)', () => {
  it('creates it with normalised VAT number and domains, its first condition, and a history row', async () => {
    const res = await admin.post(
      '/api/companies',
      newCompany({ vatNumber: 'BE 0712.345.630', emailDomains: ['@Dunder.test', 'dundermifflin.test'] }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Dunder Mifflin',
      vatNumber: 'BE0712345630',
      billingAddress: { street: 'Rue Neuve 1', postalCode: '1000', city: 'Bruxelles', country: 'BE' },
      deliveryAddress: null,
      emailDomains: ['dunder.test', 'dundermifflin.test'],
      selfRegistration: false,
      quizRequired: false,
      access: '',
    });
    const id = res.body.id;
    expect((await admin.get(`/api/companies/${id}`)).body).toEqual(res.body);

    const conditions = (await admin.get(`/api/companies/${id}/conditions`)).body;
    expect(conditions).toMatchObject({
      companyId: id,
      selfRegistration: false,
      sharedBikes: { allowedDays: ['mon', 'tue', 'wed', 'thu', 'fri'] },
      cafeteria: { residualValuePercent: 16 },
    });

    // Sign-up now knows the domain, and the company forbids it.
    expect((await t.client().get('/api/auth/email-check?email=jim@dunder.test')).body).toEqual({
      kind: 'professional',
      companyName: 'Dunder Mifflin',
      selfRegistration: false,
    });

    const history = (await admin.get(`/api/companies/${id}/history`)).body;
    expect(history.data).toHaveLength(1);
    expect(history.data[0]).toMatchObject({
      action: 'company.created',
      actor: { name: 'Anne Admin' },
      before: null,
      after: { name: 'Dunder Mifflin' },
    });
    expect(history.data[0].changes).toEqual(expect.arrayContaining([{ field: 'name', before: null, after: 'Dunder Mifflin' }]));
  });

  it.each([
    ['a BE number failing the mod-97 check', { vatNumber: 'BE0403170702' }, { vatNumber: 'invalid_vat_number' }],
    ['a BE number of 9 digits', { vatNumber: 'BE040317070' }, { vatNumber: 'invalid_vat_number' }],
    ['a BE number starting with 2', { vatNumber: 'BE2403170701' }, { vatNumber: 'invalid_vat_number' }],
    ['a blank name', { name: '  ' }, { name: 'required' }],
    ['an address without a city', { billingAddress: { street: 'x', postalCode: '1000', city: '' } }, { 'billingAddress.city': 'required' }],
    [
      'a country that is not a code',
      { billingAddress: { street: 'x', postalCode: '1000', city: 'y', country: 'Belgium' } },
      { 'billingAddress.country': 'invalid' },
    ],
    ['a domain that is not one', { emailDomains: ['ok.test', 'not a domain'] }, { 'emailDomains.1': 'invalid_domain' }],
    ['a free mailbox domain', { emailDomains: ['gmail.com'] }, { 'emailDomains.0': 'personal_domain' }],
    ['the same domain twice', { emailDomains: ['twice.test', 'TWICE.test'] }, { 'emailDomains.1': 'duplicate' }],
  ])('refuses %s with 422 and creates nothing', async (_case, patch, fields) => {
    const before = (await admin.get('/api/companies?perPage=100')).body.meta.total;
    const res = await admin.post('/api/companies', newCompany({ name: 'Refused Co', emailDomains: [], ...patch }));
    expect(res.status).toBe(422);
    expect(res.body.error.code).toBe('validation_failed');
    expect(res.body.error.fields).toEqual(fields);
    expect((await admin.get('/api/companies?perPage=100')).body.meta.total).toBe(before);
  });

  it('accepts a foreign VAT number by its shape, and none at all', async () => {
    expect(
      (await admin.post('/api/companies', newCompany({ name: 'Paris SARL', vatNumber: 'FR40303265045', emailDomains: [] }))).body.vatNumber,
    ).toBe('FR40303265045');
    expect((await admin.post('/api/companies', newCompany({ name: 'No VAT', vatNumber: '', emailDomains: [] }))).body.vatNumber).toBeNull();
  });

  it('refuses a domain another company has with 409 domain_taken, naming the field', async () => {
    const res = await admin.post('/api/companies', newCompany({ name: 'Acme Copy', emailDomains: ['new-one.test', 'ACME.test'] }));
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'domain_taken', fields: { 'emailDomains.1': 'domain_taken' } });
    expect((await admin.get('/api/companies?q=Acme Copy')).body.data).toEqual([]);
  });

  it('is for admins only', async () => {
    expect((await fleetAcme.post('/api/companies', newCompany({ emailDomains: [] }))).status).toBe(403);
    expect((await employee.post('/api/companies', newCompany({ emailDomains: [] }))).status).toBe(403);
  });
});

describe('reading and updating a company', () => {
  it('lets its own fleet manager read it, and answers 404 to another company’s', async () => {
    expect((await fleetAcme.get(`/api/companies/${ids.Acme}`)).body).toMatchObject({
      name: 'Acme',
      access: 'leasing,sharing,cafeteria,maintenance',
    });
    const refused = await fleetGlobex.get(`/api/companies/${ids.Acme}`);
    expect(refused.status).toBe(404);
    expect(refused.body.error.code).toBe('not_found');
    expect((await admin.get('/api/companies/999999')).status).toBe(404);
    expect((await employee.get(`/api/companies/${ids.Acme}`)).status).toBe(403);
  });

  it('updates every field, records who changed what, and frees a removed domain', async () => {
    const created = (
      await admin.post(
        '/api/companies',
        newCompany({ name: 'Vance Refrigeration', vatNumber: null, emailDomains: ['vance.test', 'vance-old.test'] }),
      )
    ).body;
    const res = await admin.put(
      `/api/companies/${created.id}`,
      newCompany({
        name: 'Vance Refrigeration SA',
        vatNumber: '0202.239.951',
        emailDomains: ['vance.test'],
        selfRegistration: true,
        deliveryAddress: { street: 'Quai 2', postalCode: '4020', city: 'Liège' },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name: 'Vance Refrigeration SA',
      vatNumber: 'BE0202239951',
      emailDomains: ['vance.test'],
      selfRegistration: true,
      deliveryAddress: { city: 'Liège', country: 'BE' },
    });
    expect((await admin.post('/api/companies', newCompany({ name: 'Reuses Domain', emailDomains: ['vance-old.test'] }))).status).toBe(201);

    const [latest] = (await admin.get(`/api/companies/${created.id}/history`)).body.data;
    expect(latest).toMatchObject({
      action: 'company.updated',
      actor: { id: expect.any(Number), name: 'Anne Admin' },
      at: expect.any(String),
    });
    expect(latest.changes).toEqual(
      expect.arrayContaining([
        { field: 'name', before: 'Vance Refrigeration', after: 'Vance Refrigeration SA' },
        { field: 'selfRegistration', before: false, after: true },
        { field: 'emailDomains', before: ['vance-old.test', 'vance.test'], after: ['vance.test'] },
      ]),
    );
  });

  it('refuses bad input with 422 and changes nothing', async () => {
    const before = (await admin.get(`/api/companies/${ids.Globex}`)).body;
    const res = await admin.put(
      `/api/companies/${ids.Globex}`,
      newCompany({ name: 'Globex 2', vatNumber: 'BE0000000000', emailDomains: ['globex.test'] }),
    );
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ vatNumber: 'invalid_vat_number' });
    expect((await admin.get(`/api/companies/${ids.Globex}`)).body).toEqual(before);
  });

  it('refuses to take another company’s domain with 409', async () => {
    const res = await admin.put(
      `/api/companies/${ids.Globex}`,
      newCompany({ name: 'Globex', vatNumber: 'BE0202239951', emailDomains: ['globex.test', 'acme.test'] }),
    );
    expect(res.status).toBe(409);
    expect(res.body.error.fields).toEqual({ 'emailDomains.1': 'domain_taken' });
    expect((await admin.get(`/api/companies/${ids.Globex}`)).body.emailDomains).toEqual(['globex.test']);
  });

  it('lets only admins update, whatever the company', async () => {
    expect((await fleetAcme.put(`/api/companies/${ids.Acme}`, newCompany({ name: 'Mine', emailDomains: ['acme.test'] }))).status).toBe(403);
    expect((await fleetGlobex.put(`/api/companies/${ids.Acme}`, newCompany({ name: 'Mine', emailDomains: ['acme.test'] }))).status).toBe(
      403,
    );
    expect((await admin.get(`/api/companies/${ids.Acme}`)).body.name).toBe('Acme');
  });

  it('shows the history to admins and the company’s fleet manager, 404 to another', async () => {
    expect((await fleetAcme.get(`/api/companies/${ids.Acme}/history`)).status).toBe(200);
    expect((await fleetGlobex.get(`/api/companies/${ids.Acme}/history`)).status).toBe(404);
    expect((await employee.get(`/api/companies/${ids.Acme}/history`)).status).toBe(403);
  });
});

describe('the onboarding checklist (admin)', () => {
  it('lists the four steps with who and when', async () => {
    const res = await admin.get(`/api/companies/${ids.Globex}/process`);
    expect(res.status).toBe(200);
    expect(res.body.doneCount).toBe(3);
    expect(res.body.steps.map((s: { step: string; done: boolean }) => [s.step, s.done])).toEqual([
      ['contract_signed', true],
      ['conditions_set', true],
      ['fleet_manager_invited', true],
      ['first_bikes_delivered', false],
    ]);
    expect(res.body.steps[0]).toMatchObject({ doneAt: '2026-01-05T10:00:00.000Z', doneBy: { name: 'Anne Admin' } });
    expect(res.body.steps[3]).toMatchObject({ doneAt: null, doneBy: null });
  });

  it('completes and undoes a step, refusing to do either twice, with history rows', async () => {
    const url = `/api/companies/${ids.Globex}/process/first_bikes_delivered`;
    const done = await admin.post(`${url}/complete`);
    expect(done.status).toBe(200);
    expect(done.body.steps[3]).toMatchObject({
      step: 'first_bikes_delivered',
      done: true,
      doneBy: { name: 'Anne Admin' },
      doneAt: expect.any(String),
    });
    expect((await admin.post(`${url}/complete`)).body.error.code).toBe('conflict');

    const undone = await admin.post(`${url}/undo`);
    expect(undone.body.steps[3].done).toBe(false);
    const again = await admin.post(`${url}/undo`);
    expect(again.status).toBe(409);

    const actions = (await admin.get(`/api/companies/${ids.Globex}/history`)).body.data.map((h: { action: string }) => h.action);
    expect(actions.slice(0, 2)).toEqual(['process.step_undone', 'process.step_completed']);
  });

  it('refuses an unknown step with 422, and everyone but admins', async () => {
    expect((await admin.post(`/api/companies/${ids.Globex}/process/party/complete`)).body.error.fields).toEqual({ step: 'invalid' });
    expect((await fleetGlobex.get(`/api/companies/${ids.Globex}/process`)).status).toBe(403);
    expect((await fleetGlobex.post(`/api/companies/${ids.Globex}/process/first_bikes_delivered/complete`)).status).toBe(403);
  });

  it('ticks "conditions set" when the conditions are saved and "fleet manager invited" when one is created', async () => {
    const company = (await admin.post('/api/companies', newCompany({ name: 'Steps Co', emailDomains: ['steps.test'] }))).body;
    const stepsOf = async () =>
      Object.fromEntries(
        (await admin.get(`/api/companies/${company.id}/process`)).body.steps.map((s: { step: string; done: boolean }) => [s.step, s.done]),
      );
    expect(await stepsOf()).toEqual({
      contract_signed: false,
      conditions_set: false,
      fleet_manager_invited: false,
      first_bikes_delivered: false,
    });

    const conditions = (await admin.get(`/api/companies/${company.id}/conditions`)).body;
    const { companyId: _c, cafeteria: _f, updatedAt: _u, ...body } = conditions;
    expect((await admin.put(`/api/companies/${company.id}/conditions`, { ...body, access: 'leasing' })).status).toBe(200);
    const user = await admin.post('/api/users', {
      firstname: 'Stella',
      lastname: 'Steps',
      email: 'stella@steps.test',
      companyId: company.id,
      permissions: ['fleetManager'],
    });
    expect(user.status).toBe(201);
    expect(await stepsOf()).toEqual({
      contract_signed: false,
      conditions_set: true,
      fleet_manager_invited: true,
      first_bikes_delivered: false,
    });
  });
});
