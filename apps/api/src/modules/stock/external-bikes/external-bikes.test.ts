import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf, inLanguage, sheetRows, signedIn } from '../../../test/fixtures';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const fleetGlobex = t.signedIn('fleetGlobex');
let acmeBikeId: number;

const bike = (over: Record<string, unknown> = {}) => ({
  brand: 'Batavus',
  model: 'Finez',
  frameNumber: 'bat 123 456',
  electric: true,
  ...over,
});

describe('external bikes', () => {
  it('lets an admin register a bike for an Acme employee; the frame number is normalised; audited', async () => {
    const employee = await (await signedIn(t, 'employee@acme.test')).user;
    const res = await admin.post('/api/external-bikes', bike({ companyId: fleetAcme.user.company!.id, userId: employee.id }));
    expect(res.status).toBe(201);
    expect(res.body.bike).toMatchObject({ frameNumber: 'BAT123456', company: { name: 'Acme' }, user: { name: 'Emile Employé' } });
    acmeBikeId = res.body.bike.id;
    expect((await auditOf(t.db, 'external_bike', acmeBikeId))[0]).toMatchObject({
      action: 'external_bike.created',
      actorId: admin.user.id,
    });
  });

  it("shows a fleet manager their company's bikes only: another company's is 404", async () => {
    expect((await fleetAcme.get(`/api/external-bikes/${acmeBikeId}`)).status).toBe(200);
    const other = await fleetGlobex.get(`/api/external-bikes/${acmeBikeId}`);
    expect(other.status).toBe(404);
    expect(other.body.error.code).toBe('not_found');
    expect((await fleetGlobex.put(`/api/external-bikes/${acmeBikeId}`, bike())).status).toBe(404);
    expect((await fleetGlobex.get('/api/external-bikes')).body.data.some((b: any) => b.id === acmeBikeId)).toBe(false);
    expect((await fleetAcme.get('/api/external-bikes')).body.data.map((b: any) => b.id)).toContain(acmeBikeId);
  });

  it("files a fleet manager's bike under their own company, whatever they send", async () => {
    const res = await fleetGlobex.post('/api/external-bikes', bike({ frameNumber: null, companyId: fleetAcme.user.company!.id }));
    expect(res.status).toBe(201);
    expect(res.body.bike.company).toEqual({ id: fleetGlobex.user.company!.id, name: 'Globex' });
    const foreignUser = await fleetGlobex.post('/api/external-bikes', bike({ userId: fleetAcme.user.id }));
    expect(foreignUser.body.error.fields).toEqual({ userId: 'user_not_in_company' });
  });

  it('updates and searches', async () => {
    const res = await fleetAcme.put(`/api/external-bikes/${acmeBikeId}`, bike({ model: 'Finez E-go', notes: 'brakes squeak' }));
    expect(res.body.bike).toMatchObject({ model: 'Finez E-go', notes: 'brakes squeak', company: { name: 'Acme' } });
    expect((await admin.get('/api/external-bikes?q=e-go')).body.data.map((b: any) => b.id)).toEqual([acmeBikeId]);
  });

  it('refuses a missing brand and an owner-less bike, and employees', async () => {
    const res = await admin.post('/api/external-bikes', bike({ brand: '' }));
    expect(res.body.error.fields).toEqual({ brand: 'required' });
    expect((await admin.post('/api/external-bikes', bike())).body.error.fields).toEqual({ userId: 'required' });
    expect((await (await signedIn(t, 'employee@acme.test')).get('/api/external-bikes')).status).toBe(403);
  });

  it("downloads a fleet manager's own company's bikes as CSV in their language, none of another company's, whatever they ask", async () => {
    const res = await inLanguage(fleetAcme, 'fr', () => fleetAcme.get('/api/external-bikes?format=csv&perPage=1'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="external-bikes-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.raw
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('ID;Marque;Modèle;Numéro de cadre;Couleur;Électrique;Société;Propriétaire;Remarques;Ajouté le');
    expect(lines).toHaveLength((await fleetAcme.get('/api/external-bikes')).body.meta.total + 1);
    expect(lines.find((l) => l.startsWith(`${acmeBikeId};`))).toMatch(
      /^\d+;Batavus;Finez E-go;BAT123456;;Oui;Acme;;brakes squeak;\d{2}\/\d{2}\/\d{4}$/,
    );
    expect(lines.slice(1).every((l) => l.split(';')[6] === 'Acme')).toBe(true);
    expect(res.raw).not.toContain('Globex');
    // Asking for another company's bikes gives an empty file, not theirs.
    const foreign = await fleetAcme.get(`/api/external-bikes?format=csv&companyId=${fleetGlobex.user.company!.id}`);
    expect(foreign.status).toBe(200);
    expect(
      foreign.raw
        .replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n'),
    ).toHaveLength(1);
  });

  it("downloads the other fleet manager's as an XLSX workbook in Dutch, without Acme's bike", async () => {
    const res = await inLanguage(fleetGlobex, 'nl', () => fleetGlobex.get('/api/external-bikes?format=xlsx'));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toMatch(/external-bikes-\d{4}-\d{2}-\d{2}\.xlsx/);
    const rows = await sheetRows(res.bytes);
    expect(rows[0]).toEqual([
      'ID',
      'Merk',
      'Model',
      'Framenummer',
      'Kleur',
      'Elektrisch',
      'Bedrijf',
      'Eigenaar',
      'Opmerkingen',
      'Toegevoegd op',
    ]);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).every((r) => r[6] === 'Globex')).toBe(true);
    expect(rows.some((r) => r[0] === acmeBikeId)).toBe(false);
    expect(rows.find((r) => r[1] === 'Batavus')).toMatchObject({ 2: 'Finez', 5: 'Ja' });
  });

  it('applies the search to the download, and refuses it to employees', async () => {
    const lines = (await admin.get('/api/external-bikes?format=csv&q=e-go')).raw
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines.slice(1).map((l) => Number(l.split(';')[0]))).toEqual([acmeBikeId]);
    expect((await (await signedIn(t, 'employee@acme.test')).get('/api/external-bikes?format=csv')).status).toBe(403);
  });
});
