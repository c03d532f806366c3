import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../test/demo-app';
import { auditOf, signedIn } from '../../test/fixtures';

// Names staff type once, read by customers in their own language, with the name as typed as the fallback (decision 101).
const t = useDemoApp();
const admin = t.signedIn('admin');

const inLanguage = (url: string, language: string) => t.client().request('GET', url, undefined, { 'accept-language': language });
const storeNames = async (language: string) =>
  (await inLanguage('/api/shop/schedule', language)).body.stores.map((s: { name: string }) => s.name);

describe('names per language', () => {
  it('gives the stores, the demo accessories and used bikes in fr, nl and en', async () => {
    expect(await storeNames('fr-BE,fr;q=0.9')).toEqual(['Liège', 'Bruxelles']);
    expect(await storeNames('nl-BE')).toEqual(['Luik', 'Brussel']);
    expect(await storeNames('en')).toEqual(['Liège', 'Brussels']);
    const schedule = await inLanguage('/api/shop/schedule', 'nl');
    expect(schedule.headers.vary).toContain('Accept-Language');

    const lock = async (language: string) =>
      (await inLanguage('/api/public/catalog/accessories/abus-bordo-6500-folding-lock', language)).body.accessory;
    expect((await lock('fr')).name).toBe('Cadenas pliant Bordo 6500');
    const dutch = await lock('nl');
    expect(dutch.name).toBe('Vouwslot Bordo 6500');
    expect(dutch.stock.map((s: { name: string }) => s.name)).toEqual(['Luik', 'Brussel']);
    expect((await lock('en')).name).toBe('Bordo 6500 folding lock');
    const list = (await inLanguage('/api/public/catalog/accessories?q=binnenband', 'nl')).body.data;
    expect(list.map((a: { name: string }) => a.name)).toEqual(['Binnenband 28"']);

    const cargo = (await inLanguage('/api/public/used-bikes?perPage=50', 'en')).body.data.find(
      (u: { brand: string }) => u.brand === 'Babboe',
    );
    expect(cargo.title).toBe('Babboe Curve-E – family cargo bike');
    const detail = (await inLanguage(`/api/public/used-bikes/${cargo.id}`, 'nl')).body.usedBike;
    expect(detail).toMatchObject({ title: 'Babboe Curve-E – gezinsbakfiets', store: { name: 'Luik' } });
    // A link that names its language wins over the browser's.
    expect((await inLanguage(`/api/public/used-bikes/${cargo.id}?lang=fr`, 'nl')).body.usedBike.title).toBe(
      'Babboe Curve-E – cargo familial',
    );
  });

  it('names the store of an inventory as the staff page names it, in its language', async () => {
    const started = await admin.request('POST', '/api/inventories', { locationId: 1 }, { 'accept-language': 'nl' });
    expect(started.status).toBe(201);
    expect(started.body.inventory.location.name).toBe('Luik');
    const id = started.body.inventory.id;
    expect(
      (await admin.request('GET', `/api/inventories/${id}`, undefined, { 'accept-language': 'fr' })).body.inventory.location.name,
    ).toBe('Liège');
    expect((await admin.post('/api/inventories', { locationId: 2 })).status).toBe(201);
    const list = (await admin.request('GET', '/api/inventories?locationId=2', undefined, { 'accept-language': 'en' })).body.data;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((row: { location: { name: string } }) => row.location.name === 'Brussels')).toBe(true);
  });

  it('gives an employee the buildings of the booking screen, and a visitor the questionnaire title, in their language', async () => {
    const employee = await signedIn(t, 'employee@acme.test');
    const buildings = async (language: string) =>
      (await employee.request('GET', '/api/shared-bikes/buildings', undefined, { 'accept-language': language })).body.data
        .map((b: { name: string }) => b.name)
        .sort();
    expect(await buildings('fr')).toContain('Siège Liège');
    expect(await buildings('nl')).toContain('Hoofdzetel Luik');
    expect(await buildings('en')).toContain('Liège head office');
    const title = async (language: string) => (await inLanguage('/api/public/questionnaires/acme-bike-day', language)).body.title;
    expect([await title('fr'), await title('nl'), await title('en')]).toEqual(['Journée vélo Acme', 'Acme fietsdag', 'Acme bike day']);
  });

  it('lets staff type the translations beside the name, falls back to the name where one is empty, and audits it', async () => {
    const created = await admin.post('/api/catalog/accessories', {
      name: 'Sonnette Ding',
      nameTranslations: { nl: '  Fietsbel Ding ', en: '' },
      brand: 'Crane',
      category: 'other',
      priceCents: 1_000,
    });
    expect(created.status).toBe(201);
    const { id, slug } = created.body.accessory;
    expect(created.body.accessory).toMatchObject({ name: 'Sonnette Ding', nameTranslations: { fr: '', nl: 'Fietsbel Ding', en: '' } });
    const read = async (language: string) => (await inLanguage(`/api/public/catalog/accessories/${slug}`, language)).body.accessory.name;
    expect([await read('fr'), await read('nl'), await read('en')]).toEqual(['Sonnette Ding', 'Fietsbel Ding', 'Sonnette Ding']);

    const listing = { title: 'Vélo de ville – comme neuf', brand: 'Gazelle', model: 'Esprit', condition: 'good', priceCents: 35_000 };
    const used = await admin.post('/api/used-bikes', {
      ...listing,
      titleTranslations: { en: 'City bike – as new', nl: 'Stadsfiets – als nieuw' },
      published: true,
    });
    expect(used.body.usedBike).toMatchObject({ title: listing.title, titleTranslations: { fr: '', en: 'City bike – as new' } });
    const usedId = used.body.usedBike.id;
    const title = async (language: string) => (await inLanguage(`/api/public/used-bikes/${usedId}`, language)).body.usedBike.title;
    expect([await title('fr'), await title('nl'), await title('en')]).toEqual([
      listing.title,
      'Stadsfiets – als nieuw',
      'City bike – as new',
    ]);
    const [audit] = await auditOf(t.db, 'used_bike', usedId);
    expect(audit).toMatchObject({
      action: 'used_bike.created',
      after: expect.objectContaining({ titleTranslations: expect.objectContaining({ nl: 'Stadsfiets – als nieuw' }) }),
    });

    const renamed = await admin.put(`/api/catalog/accessories/${id}`, {
      name: 'Sonnette Ding',
      nameTranslations: { en: 'Bell Ding' },
      brand: 'Crane',
      category: 'other',
      priceCents: 1_000,
      slug,
    });
    expect(renamed.body.accessory.nameTranslations).toEqual({ fr: '', nl: '', en: 'Bell Ding' });
    const [update] = await auditOf(t.db, 'accessory', id);
    expect(update).toMatchObject({
      action: 'accessory.updated',
      before: expect.objectContaining({ nameTranslations: expect.objectContaining({ nl: 'Fietsbel Ding' }) }),
    });
  });

  it('refuses a translation too long, a language we do not have, or a translation that is not text, with 422', async () => {
    const base = { name: 'Sonnette Dong', brand: 'Crane', category: 'other', priceCents: 1_000 };
    const tooLong = await admin.post('/api/catalog/accessories', { ...base, nameTranslations: { nl: 'x'.repeat(121) } });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.error.fields).toEqual({ 'nameTranslations.nl': 'too_long' });
    const german = await admin.post('/api/catalog/accessories', { ...base, nameTranslations: { de: 'Klingel' } });
    expect(german.status).toBe(422);
    expect(german.body.error.fields).toEqual({ nameTranslations: 'invalid' });
    const notText = await admin.post('/api/used-bikes', {
      title: 'Vélo',
      brand: 'Trek',
      model: 'FX',
      condition: 'good',
      priceCents: 1_000,
      titleTranslations: 'bike',
    });
    expect(notText.status).toBe(422);
    expect(notText.body.error.fields).toEqual({ titleTranslations: 'invalid' });
    expect((await admin.get('/api/catalog/accessories?q=dong')).body.data).toEqual([]);
  });
});
