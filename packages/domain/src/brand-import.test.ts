import { describe, expect, it } from 'vitest';
import { diffCatalogue, parseCubeFeed, parseMoustacheFeed, type CurrentModel, type FeedItem } from './brand-import';

const cubeItem = {
  sku: 'CU-100',
  name: 'Kathmandu Hybrid One 800',
  modelYear: 2025,
  rrpEur: 3630,
  stockStatus: 'available',
  frame: 'diamond',
  category: 'trekking',
  ebike: true,
  batteryWh: 800,
  motorTorqueNm: 85,
  sizes: ['S', 'M', 'L'],
};

describe('parseCubeFeed', () => {
  it('maps the Cube vocabulary to ours and the VAT-included retail price to cents VAT excluded', () => {
    const { items, errors } = parseCubeFeed(
      JSON.stringify({
        items: [cubeItem, { ...cubeItem, sku: 'CU-101', ebike: false, batteryWh: 500, frame: 'trapeze', stockStatus: 'sold_out' }],
      }),
    );
    expect(errors).toEqual([]);
    expect(items[0]).toEqual({
      ref: 'CU-100',
      model: 'Kathmandu Hybrid One 800',
      year: 2025,
      priceCents: 300_000, // 3630 / 1.21
      available: true,
      frameType: 'H',
      usage: 'trekking',
      electric: true,
      batteryWh: 800,
      engineNm: 85,
      sizes: ['S', 'M', 'L'],
    });
    expect(items[1]).toMatchObject({ electric: false, batteryWh: null, engineNm: null, frameType: 'M', available: false });
  });

  it('reports each wrong field with its line and keeps the good items', () => {
    const { items, errors } = parseCubeFeed(
      JSON.stringify({
        items: [
          cubeItem,
          { ...cubeItem, sku: 'CU-2', rrpEur: 'cheap', frame: 'round' },
          { ...cubeItem, sku: 'CU-3', batteryWh: null },
          { ...cubeItem },
        ],
      }),
    );
    expect(items.map((i) => i.ref)).toEqual(['CU-100']);
    expect(errors).toEqual([
      { line: 2, field: 'rrpEur', code: 'invalid' },
      { line: 2, field: 'frame', code: 'invalid' },
      { line: 3, field: 'batteryWh', code: 'required' },
      { line: 4, field: 'ref', code: 'duplicate' },
    ]);
  });

  it('refuses text that is not JSON or has no items', () => {
    expect(parseCubeFeed('nope').errors).toEqual([{ line: 0, field: 'content', code: 'invalid' }]);
    expect(parseCubeFeed('{}').errors).toEqual([{ line: 0, field: 'items', code: 'required' }]);
  });
});

describe('parseMoustacheFeed', () => {
  const header = 'reference;modele;annee;prix_ttc;disponible;cadre;usage;electrique;batterie_wh;couple_nm;tailles';
  it('reads the semicolon CSV with French words and decimal commas', () => {
    const { items, errors } = parseMoustacheFeed(`${header}\nMO-1;Samedi 27 Xroad 5;2025;"4 840,00";oui;bas;trekking;oui;625;85;S|M|L\n`);
    expect(errors).toEqual([]);
    expect(items).toEqual([
      {
        ref: 'MO-1',
        model: 'Samedi 27 Xroad 5',
        year: 2025,
        priceCents: 400_000,
        available: true,
        frameType: 'F',
        usage: 'trekking',
        electric: true,
        batteryWh: 625,
        engineNm: 85,
        sizes: ['S', 'M', 'L'],
      },
    ]);
  });
  it('names the missing columns', () => {
    expect(parseMoustacheFeed('reference;modele\nA;B').errors.map((e) => e.field)).toContain('prix_ttc');
  });
  it('gives the line of a bad row', () => {
    const { errors } = parseMoustacheFeed(`${header}\nMO-1;X;2025;100;peut-être;bas;ville;non;;;M\n`);
    expect(errors).toEqual([{ line: 2, field: 'disponible', code: 'invalid' }]);
  });
});

describe('diffCatalogue', () => {
  const base: FeedItem = {
    ref: 'A',
    model: 'Alpha',
    year: 2025,
    priceCents: 100_000,
    available: true,
    frameType: 'H',
    usage: 'city',
    electric: false,
    batteryWh: null,
    engineNm: null,
    sizes: ['M', 'L'],
  };
  const mine = (over: Partial<CurrentModel>): CurrentModel => ({ ...base, id: 1, ...over });

  it('finds new, changed (field by field) and gone models, matching references case-insensitively', () => {
    const current = [mine({ id: 1, ref: 'a' }), mine({ id: 2, ref: 'B', model: 'Beta' }), mine({ id: 3, ref: 'C', model: 'Gamma' })];
    const feed = [
      { ...base, priceCents: 90_000, sizes: ['M', 'L', 'XL'] },
      { ...base, ref: 'B', model: 'Beta' },
      { ...base, ref: 'D', model: 'Delta' },
    ];
    expect(diffCatalogue(current, feed)).toEqual([
      {
        key: 'changed:A',
        kind: 'changed',
        ref: 'A',
        model: 'Alpha',
        modelId: 1,
        changes: [
          { field: 'priceCents', from: 100_000, to: 90_000 },
          { field: 'sizes', from: ['M', 'L'], to: ['M', 'L', 'XL'] },
        ],
        item: feed[0],
      },
      { key: 'new:D', kind: 'new', ref: 'D', model: 'Delta', modelId: null, changes: [], item: feed[2] },
      {
        key: 'gone:C',
        kind: 'gone',
        ref: 'C',
        model: 'Gamma',
        modelId: 3,
        changes: [{ field: 'available', from: true, to: false }],
        item: null,
      },
    ]);
  });

  it('does not report again a model already withdrawn from sale', () => {
    expect(diffCatalogue([mine({ available: false })], [])).toEqual([]);
  });
});
