import { beforeAll, describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf, countQueries, createBike, createModel, inLanguage, newFrame, sheetRows, signedIn } from '../../../test/fixtures';
import { pdfText } from '../../../test/pdf-text';
import { bikeEvents } from '../stock.table';

const t = useDemoApp();
const admin = t.signedIn('admin');
let model: { id: number; brand: string; model: string };
let acme: { id: number; name: string };
let globex: { id: number; name: string };
let acmeEmployee: { id: number };
beforeAll(async () => {
  model = await createModel(admin, { brand: 'Stockbrand' });
  const companies = (await admin.get('/api/companies/list/minimal')).body.data;
  acme = companies.find((c: any) => c.name === 'Acme');
  globex = companies.find((c: any) => c.name === 'Globex');
  acmeEmployee = await (await signedIn(t, 'employee@acme.test')).user;
});

describe('stock list', () => {
  it('pages the demo stock newest first with model, store, company and user names', async () => {
    const res = await admin.get('/api/stock/bikes?perPage=50');
    expect(res.status).toBe(200);
    expect(res.body.meta.total).toBeGreaterThan(200);
    const ids = res.body.data.map((b: any) => b.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    // A company bike ridden by someone (Acme's pool bikes, decision 033, ride with nobody; the newest are sales).
    const leasedBikes = (await admin.get('/api/stock/bikes?perPage=100&contractKind=leasing')).body.data;
    const leased = leasedBikes.find((b: any) => b.company && b.user);
    expect(leased).toMatchObject({
      company: { id: expect.any(Number), name: expect.stringMatching(/Acme|Globex/) },
      user: { id: expect.any(Number), name: expect.any(String) },
      model: { brand: expect.any(String) },
      location: { name: expect.stringMatching(/Liège|Bruxelles/) },
    });
  });

  it('filters by store, contract kinds, status and company', async () => {
    const res = await admin.get(`/api/stock/bikes?locationId=2&contractKind=leasing,annual&status=usable&companyId=${acme.id}&perPage=100`);
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const b of res.body.data) expect(b).toMatchObject({ location: { id: 2 }, status: 'usable', company: { id: acme.id } });
    expect(res.body.data.every((b: any) => ['leasing', 'annual'].includes(b.contractKind))).toBe(true);
  });

  it('searches a frame number (as typed, any case, with spaces) or a key, lock or plate reference', async () => {
    const bike = await createBike(admin, model.id, { frameNumber: 'QSEARCH 0001', keyRef: 'kx-77', numberPlate: 's-qq-321' });
    expect((await admin.get('/api/stock/bikes?q=qsearch%200')).body.data.map((b: any) => b.id)).toEqual([bike.id]);
    expect((await admin.get('/api/stock/bikes?q=KX-7')).body.data.map((b: any) => b.id)).toEqual([bike.id]);
    expect((await admin.get('/api/stock/bikes?q=s-qq')).body.data.map((b: any) => b.id)).toEqual([bike.id]);
  });

  it('finds a bike by the middle or the end of its frame number or a reference from 3 characters on, by the beginning below', async () => {
    const bike = await createBike(admin, model.id, { frameNumber: 'MIDXQ7RT 2291', lockRef: 'abus-48x9' });
    const ids = async (q: string) =>
      (await admin.get(`/api/stock/bikes?q=${encodeURIComponent(q)}&perPage=100`)).body.data.map((b: any) => b.id);
    expect(await ids('xq7rt')).toEqual([bike.id]);
    expect(await ids('rt-2291')).toEqual([bike.id]);
    expect(await ids('Q7RT2291')).toEqual([bike.id]);
    expect(await ids('48x9')).toEqual([bike.id]);
    // Two characters: only the beginning (a middle "XQ" does not match, the start "MI" does).
    expect(await ids('XQ')).not.toContain(bike.id);
    expect(await ids('MI')).toContain(bike.id);
    // LIKE wildcards typed by someone are literal characters.
    expect(await ids('X%7')).toEqual([]);
  });

  it('sends the same number of queries for 1 or 100 bikes, names included', async () => {
    // A leased bike with its rider, so every kind of name is looked up in both cases.
    const ridden = (await admin.get('/api/stock/bikes?perPage=100&contractKind=leasing')).body.data.find((b: any) => b.company && b.user);
    const oneBike = `/api/stock/bikes?perPage=1&contractKind=leasing&q=${encodeURIComponent(ridden.frameNumber)}`;
    expect((await admin.get(oneBike)).body.data).toHaveLength(1);
    const one = await countQueries(t.db, () => admin.get(oneBike));
    const hundred = await countQueries(t.db, () => admin.get('/api/stock/bikes?perPage=100&contractKind=leasing'));
    expect(hundred).toBe(one);
    // session (one query with the user and company: decision 013), page, count, models, stores, companies, users
    expect(one).toBe(7);
  });

  it("downloads the filtered list as CSV in the reader's language: headers and values (contract kind, status) translated", async () => {
    const bike = await createBike(admin, model.id, { frameNumber: 'XPORT 0001', purchaseDate: '2025-03-04' });
    await admin.post(`/api/stock/bikes/${bike.id}/assign`, {
      companyId: acme.id,
      userId: acmeEmployee.id,
      contractKind: 'leasing_with_maintenance_budget',
      contractMonths: 36,
    });
    await admin.post(`/api/stock/bikes/${bike.id}/status`, { status: 'broken' });
    const res = await admin.get(`/api/stock/bikes?format=csv&modelId=${model.id}&q=XPORT`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="bikes-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.raw
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'ID;Numéro de cadre;Marque;Modèle;Taille;Couleur;Magasin;État;Type de contrat;Durée (mois);Société;Utilisateur;Référence de clé;Référence du cadenas;Plaque;Date d’achat',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      `${bike.id};XPORT0001;Stockbrand;${model.model};;;Liège;En panne;Leasing avec budget d’entretien;36;Acme;Emile Employé;;;;04/03/2025`,
    );
  });

  it('downloads the same list as an XLSX workbook, in Dutch for a Dutch-speaking reader', async () => {
    const res = await inLanguage(admin, 'nl', () => admin.get(`/api/stock/bikes?format=xlsx&modelId=${model.id}&q=XPORT`));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toMatch(/bikes-\d{4}-\d{2}-\d{2}\.xlsx/);
    const rows = await sheetRows(res.bytes);
    expect(rows[0]).toEqual([
      'ID',
      'Framenummer',
      'Merk',
      'Model',
      'Maat',
      'Kleur',
      'Winkel',
      'Staat',
      'Contracttype',
      'Looptijd (maanden)',
      'Bedrijf',
      'Gebruiker',
      'Sleutelnummer',
      'Slotnummer',
      'Nummerplaat',
      'Aankoopdatum',
    ]);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      1: 'XPORT0001',
      6: 'Liège',
      7: 'Defect',
      8: 'Leasing met onderhoudsbudget',
      9: 36,
      10: 'Acme',
      15: '04/03/2025',
    });
  });

  it('downloads in the screen’s language (?lang=) rather than the profile’s', async () => {
    // The admin's profile is in French; the screen is in English.
    const res = await admin.get(`/api/stock/bikes?format=csv&modelId=${model.id}&q=XPORT&lang=en`);
    expect(res.status).toBe(200);
    const lines = res.raw
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/^ID;Frame number;Brand;Model;/);
    expect(lines[1]).toContain(';Broken;Leasing with maintenance budget;');
    const unknown = await admin.get(`/api/stock/bikes?format=csv&modelId=${model.id}&q=XPORT&lang=de`);
    expect(unknown.raw).toContain('Numéro de cadre');
  });

  it('counts the filtered bikes per store, contract kind and status, adding up to the list total', async () => {
    const all = await admin.get('/api/stock/bikes/summary');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe((await admin.get('/api/stock/bikes?perPage=1')).body.meta.total);
    expect(all.body.groups.reduce((sum: number, g: any) => sum + g.count, 0)).toBe(all.body.total);
    expect(new Set(all.body.groups.map((g: any) => g.location.name))).toEqual(new Set(['Liège', 'Bruxelles']));
    const query = `locationId=2&contractKind=leasing,annual&companyId=${acme.id}`;
    const filtered = await admin.get(`/api/stock/bikes/summary?${query}`);
    expect(filtered.body.total).toBe((await admin.get(`/api/stock/bikes?${query}&perPage=1`)).body.meta.total);
    expect(filtered.body.total).toBeGreaterThan(0);
    for (const g of filtered.body.groups)
      expect(g).toMatchObject({ location: { id: 2 }, contractKind: expect.stringMatching(/^(leasing|annual)$/) });
    expect((await admin.get('/api/stock/bikes/summary?contractKind=nonsense')).status).toBe(422);
  });

  it('is for admins, and mechanics read it: a fleet manager gets 403, a mechanic may not change a bike', async () => {
    expect((await (await signedIn(t, 'fleet@acme.test')).get('/api/stock/bikes')).status).toBe(403);
    expect((await (await signedIn(t, 'fleet@acme.test')).get('/api/stock/bikes/summary')).status).toBe(403);
    const mechanic = await signedIn(t, 'mechanic@veloport.test');
    expect((await mechanic.get('/api/stock/bikes/1')).status).toBe(200);
    expect((await mechanic.post('/api/stock/bikes/1/status', { status: 'broken' })).status).toBe(403);
  });
});

describe('registering a bike', () => {
  it('stores the frame number normalised, and starts its history with who and when', async () => {
    const res = await admin.post('/api/stock/bikes', {
      modelId: model.id,
      frameNumber: 'wbk 12-3456',
      locationId: 2,
      keyRef: ' key 9 ',
      size: 'M',
      insurer: 'Ethias',
      insuranceStart: '2025-01-01',
      insuranceEnd: '2027-12-31',
    });
    expect(res.status).toBe(201);
    const { bike } = res.body;
    expect(bike).toMatchObject({
      frameNumber: 'WBK123456',
      keyRef: 'KEY 9',
      location: { id: 2, name: 'Bruxelles' },
      contractKind: 'stock',
      status: 'usable',
      model: { id: model.id, brand: 'Stockbrand' },
    });
    expect(bike.history).toEqual([
      {
        id: expect.any(Number),
        kind: 'created',
        details: {
          model: { id: model.id, name: `${model.brand} ${model.model} (2025)` },
          location: { id: 2, name: 'Bruxelles' },
          contractKind: 'stock',
        },
        actor: { id: admin.user.id, name: 'Anne Admin' },
        at: expect.any(String),
      },
    ]);
    expect(Date.now() - Date.parse(bike.history[0].at)).toBeLessThan(60_000);
    expect((await auditOf(t.db, 'bike', bike.id))[0]).toMatchObject({ action: 'bike.created', actorId: admin.user.id });
  });

  it('refuses a frame number already taken (in any spelling), an unknown model and a bad date; nothing written', async () => {
    const before = (await admin.get('/api/stock/bikes?perPage=1')).body.meta.total;
    const taken = await admin.post('/api/stock/bikes', { modelId: model.id, frameNumber: 'WBK-123-456', locationId: 1 });
    expect(taken.status).toBe(422);
    expect(taken.body.error.fields).toEqual({ frameNumber: 'frame_number_taken' });
    const unknown = await admin.post('/api/stock/bikes', { modelId: 999999, frameNumber: newFrame(), locationId: 9 });
    expect(unknown.body.error.fields).toEqual({ modelId: 'unknown_model', locationId: 'unknown_location' });
    const bad = await admin.post('/api/stock/bikes', {
      modelId: model.id,
      frameNumber: 'a#',
      locationId: 1,
      purchaseDate: '2025-13-01',
      contractKind: 'sold',
    });
    expect(bad.body.error.fields).toEqual({ frameNumber: 'invalid', purchaseDate: 'invalid', contractKind: 'invalid' });
    expect((await admin.get('/api/stock/bikes?perPage=1')).body.meta.total).toBe(before);
  });

  it('updates descriptive fields and records the changes in the history', async () => {
    const bike = await createBike(admin, model.id);
    const res = await admin.put(`/api/stock/bikes/${bike.id}`, {
      modelId: model.id,
      frameNumber: bike.frameNumber,
      color: 'green',
      lockRef: 'abus 1',
    });
    expect(res.status).toBe(200);
    expect(res.body.bike).toMatchObject({ color: 'green', lockRef: 'ABUS 1' });
    expect(res.body.bike.history.at(-1)).toMatchObject({
      kind: 'updated',
      details: { changes: { color: { from: null, to: 'green' }, lockRef: { from: null, to: 'ABUS 1' } } },
      actor: { name: 'Anne Admin' },
    });
    const same = await admin.put(`/api/stock/bikes/${bike.id}`, {
      modelId: model.id,
      frameNumber: bike.frameNumber,
      color: 'green',
      lockRef: 'ABUS 1',
    });
    expect(same.body.bike.history).toHaveLength(2);
  });
});

describe('actions on a bike, each in its history', () => {
  it('moves, assigns, changes the contract, breaks, sells, with who and when', async () => {
    const bike = await createBike(admin, model.id);
    const moved = await admin.post(`/api/stock/bikes/${bike.id}/move`, { locationId: 2 });
    expect(moved.body.bike.location).toEqual({ id: 2, name: 'Bruxelles' });
    const assigned = await admin.post(`/api/stock/bikes/${bike.id}/assign`, {
      companyId: acme.id,
      userId: acmeEmployee.id,
      contractKind: 'leasing',
      contractMonths: 36,
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body.bike).toMatchObject({
      contractKind: 'leasing',
      contractMonths: 36,
      company: { id: acme.id, name: 'Acme' },
      user: { id: acmeEmployee.id, name: 'Emile Employé' },
    });
    const changed = await admin.post(`/api/stock/bikes/${bike.id}/assign`, {
      companyId: acme.id,
      userId: acmeEmployee.id,
      contractKind: 'leasing_with_maintenance_budget',
      contractMonths: 36,
    });
    expect(changed.body.bike.contractKind).toBe('leasing_with_maintenance_budget');
    await admin.post(`/api/stock/bikes/${bike.id}/status`, { status: 'broken' });
    const sold = await admin.post(`/api/stock/bikes/${bike.id}/sold`, { date: '2026-01-15', priceCents: 150_000 });
    expect(sold.body.bike).toMatchObject({ contractKind: 'sold', saleDate: '2026-01-15', salePriceCents: 150_000, status: 'broken' });

    const history = (await admin.get(`/api/stock/bikes/${bike.id}`)).body.bike.history;
    expect(history.map((e: any) => e.kind)).toEqual(['created', 'moved', 'assigned', 'contract_changed', 'status_changed', 'sold']);
    expect(history.every((e: any) => e.actor?.name === 'Anne Admin' && !Number.isNaN(Date.parse(e.at)))).toBe(true);
    expect(history[1].details).toEqual({ from: { id: 1, name: 'Liège' }, to: { id: 2, name: 'Bruxelles' } });
    expect(history[2].details.to).toMatchObject({
      contractKind: 'leasing',
      company: { id: acme.id, name: 'Acme' },
      user: { name: 'Emile Employé' },
    });
    expect(history[4].details).toEqual({ from: 'usable', to: 'broken' });
    expect((await auditOf(t.db, 'bike', bike.id)).map((a) => a.action).slice(0, 3)).toEqual([
      'bike.sold',
      'bike.status_changed',
      'bike.assigned',
    ]);

    const again = await admin.post(`/api/stock/bikes/${bike.id}/move`, { locationId: 1 });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('bike_sold');
  });

  it('declares a bike stolen; a stolen bike cannot be sold but can be brought back to stock', async () => {
    const bike = await createBike(admin, model.id);
    const stolen = await admin.post(`/api/stock/bikes/${bike.id}/stolen`, { date: '2026-02-01' });
    expect(stolen.body.bike).toMatchObject({ contractKind: 'stolen', stolenDate: '2026-02-01' });
    expect((await admin.post(`/api/stock/bikes/${bike.id}/sold`, { date: '2026-02-02', priceCents: 1 })).body.error.code).toBe(
      'bike_stolen',
    );
    const back = await admin.post(`/api/stock/bikes/${bike.id}/assign`, { companyId: null, userId: null, contractKind: 'stock' });
    expect(back.body.bike.contractKind).toBe('stock');
  });

  it('refuses inconsistent assignments without writing anything', async () => {
    const bike = await createBike(admin, model.id);
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ companyId: globex.id, userId: acmeEmployee.id, contractKind: 'leasing', contractMonths: 36 }, { userId: 'user_not_in_company' }],
      [{ companyId: acme.id, userId: null, contractKind: 'leasing' }, { contractMonths: 'required' }],
      [{ companyId: 999999, userId: null, contractKind: 'annual' }, { companyId: 'unknown_company' }],
      [{ companyId: acme.id, userId: null, contractKind: 'stock' }, { companyId: 'must_be_empty' }],
      [{ companyId: acme.id, userId: null, contractKind: 'sold' }, { contractKind: 'invalid' }],
    ];
    for (const [body, fields] of cases) {
      const res = await admin.post(`/api/stock/bikes/${bike.id}/assign`, body);
      expect({ body, status: res.status, fields: res.body.error.fields }).toEqual({ body, status: 422, fields });
    }
    expect((await admin.post(`/api/stock/bikes/${bike.id}/move`, { locationId: 1 })).body.error.fields).toEqual({
      locationId: 'same_location',
    });
    expect((await admin.post(`/api/stock/bikes/${bike.id}/status`, { status: 'lost' })).status).toBe(422);
    expect((await admin.get(`/api/stock/bikes/${bike.id}`)).body.bike.history).toHaveLength(1);
    expect((await admin.post('/api/stock/bikes/999999/move', { locationId: 2 })).status).toBe(404);
  });
});

describe('history PDF, insurance list and frame-number search', () => {
  it('renders the history as a real PDF in the asked language', async () => {
    const bike = await createBike(admin, model.id);
    await admin.post(`/api/stock/bikes/${bike.id}/move`, { locationId: 2 });
    const res = await admin.get(`/api/stock/bikes/${bike.id}/history.pdf?locale=nl`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.bytes.subarray(-6).toString()).toMatch(/%%EOF/);
    expect(res.bytes.length).toBeGreaterThan(1000);
    expect((await admin.get('/api/stock/bikes/999999/history.pdf')).status).toBe(404);
  });

  it('writes every history line in words, with names instead of ids, in the language asked', async () => {
    const bike = await createBike(admin, model.id, { locationId: 1 });
    await admin.post(`/api/stock/bikes/${bike.id}/move`, { locationId: 2 });
    await admin.post(`/api/stock/bikes/${bike.id}/assign`, {
      companyId: acme.id,
      userId: acmeEmployee.id,
      contractKind: 'leasing',
      contractMonths: 36,
    });
    const history = (await admin.get(`/api/stock/bikes/${bike.id}`)).body.bike.history;
    expect(history[0]).toMatchObject({
      kind: 'created',
      details: { model: { id: model.id, name: `${model.brand} ${model.model} (2025)` }, location: { id: 1, name: 'Liège' } },
    });
    expect(history[0].details).not.toHaveProperty('modelId');

    // The PDF's standard fonts have no "→": changes read "before » after".
    const fr = pdfText((await admin.get(`/api/stock/bikes/${bike.id}/history.pdf?locale=fr`)).bytes);
    expect(fr).toContain(`Modèle : ${model.brand} ${model.model}`);
    expect(fr).toContain('Magasin : Liège');
    expect(fr).toContain('Type de contrat : En stock');
    expect(fr).toContain('Liège » Bruxelles');
    expect(fr).toContain('Société : — » Acme');
    expect(fr).toContain('Type de contrat : En stock » Leasing');
    expect(fr).not.toMatch(/modelId|locationId|contractKind|companyId/);
    const en = pdfText((await admin.get(`/api/stock/bikes/${bike.id}/history.pdf?locale=en`)).bytes);
    expect(en).toContain('Store: Liège');
    expect(en).toContain('Company: — » Acme');
  });

  it('says a maintenance step as the request and what happened, heads every column and counts months in words', async () => {
    const bike = await createBike(admin, model.id, { locationId: 1 });
    await admin.post(`/api/stock/bikes/${bike.id}/assign`, {
      companyId: acme.id,
      userId: acmeEmployee.id,
      contractKind: 'leasing',
      contractMonths: 48,
    });
    // What the workshop writes on the bike when its request is made and when it reaches a step.
    await t.db.insert(bikeEvents).values([
      { bikeId: bike.id, kind: 'maintenance', details: { requestId: 41, event: 'requested' }, actorId: acmeEmployee.id },
      { bikeId: bike.id, kind: 'maintenance', details: { requestId: 41, event: 'diagnosis' }, actorId: acmeEmployee.id },
    ]);
    const fr = pdfText((await admin.get(`/api/stock/bikes/${bike.id}/history.pdf?locale=fr`)).bytes);
    expect(fr).toContain('Demande d’entretien n° 41 · demandée');
    expect(fr).toContain('Demande d’entretien n° 41 · Diagnostic');
    expect(fr).toContain('Détails');
    expect(fr).toContain('Leasing · 48 mois');
    expect(fr).not.toMatch(/requestId|event:/);
    const nl = pdfText((await admin.get(`/api/stock/bikes/${bike.id}/history.pdf?locale=nl`)).bytes);
    expect(nl).toContain('Onderhoudsaanvraag nr. 41 · aangevraagd');
    expect(nl).toContain('48 maanden');
  });

  it('lists insured bikes with insurer, policy and dates, and only those in force on a day', async () => {
    const all = await admin.get('/api/stock/bikes/insurance?perPage=100');
    expect(all.status).toBe(200);
    expect(all.body.data.length).toBeGreaterThan(0);
    expect(all.body.data.every((b: any) => b.insurer && 'insurancePolicy' in b && 'insuranceStart' in b)).toBe(true);
    const ends = all.body.data.map((b: any) => b.insuranceEnd);
    expect(ends).toEqual([...ends].sort());
    const bike = await createBike(admin, model.id, {
      insurer: 'Zeta Assurances',
      insurancePolicy: 'Z-1',
      insuranceStart: '2020-01-01',
      insuranceEnd: '2020-12-31',
    });
    const active = await admin.get('/api/stock/bikes/insurance?activeOn=2026-01-01&perPage=100');
    expect(active.body.data.some((b: any) => b.id === bike.id)).toBe(false);
    const old = await admin.get('/api/stock/bikes/insurance?activeOn=2020-06-01&perPage=100');
    expect(old.body.data.map((b: any) => b.id)).toContain(bike.id);
  });

  it("downloads the insured bikes in force on a day as CSV and XLSX, headed in the reader's language", async () => {
    const bike = await createBike(admin, model.id, {
      frameNumber: 'INSXPORT1',
      insurer: 'Omega',
      insurancePolicy: 'OM-7',
      insuranceStart: '2019-02-01',
      insuranceEnd: '2019-11-30',
    });
    const csv = await admin.get('/api/stock/bikes/insurance?format=csv&activeOn=2019-06-01');
    expect(csv.headers['content-disposition']).toMatch(/insured-bikes-\d{4}-\d{2}-\d{2}\.csv/);
    const lines = csv.raw
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'ID;Numéro de cadre;Marque;Modèle;Société;Utilisateur;Assureur;N° de police;Début de l’assurance;Fin de l’assurance',
    );
    expect(lines).toContain(`${bike.id};INSXPORT1;Stockbrand;${model.model};;;Omega;OM-7;01/02/2019;30/11/2019`);
    const xlsx = await inLanguage(admin, 'nl', () => admin.get('/api/stock/bikes/insurance?format=xlsx&activeOn=2019-06-01'));
    const rows = await sheetRows(xlsx.bytes);
    expect(rows[0]).toEqual([
      'ID',
      'Framenummer',
      'Merk',
      'Model',
      'Bedrijf',
      'Gebruiker',
      'Verzekeraar',
      'Polisnummer',
      'Begin verzekering',
      'Einde verzekering',
    ]);
    expect(rows.find((r) => r[0] === bike.id)).toMatchObject({ 1: 'INSXPORT1', 6: 'Omega', 7: 'OM-7', 8: '01/02/2019', 9: '30/11/2019' });
  });

  it('finds a bike by its exact frame number, however it is typed, else 404', async () => {
    const bike = await createBike(admin, model.id, { frameNumber: 'GLOBAL-777-AB' });
    expect((await admin.get('/api/stock/bikes/by-frame/global%20777ab')).body).toEqual({ id: bike.id, frameNumber: 'GLOBAL777AB' });
    expect((await admin.get('/api/stock/bikes/by-frame/GLOBAL777')).status).toBe(404);
  });
});
