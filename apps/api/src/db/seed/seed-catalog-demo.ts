import {
  yearOf,
  brusselsDayOf,
  addVatCents,
  batteryTier,
  engineTier,
  modelSizeBands,
  normalizeFrameNumber,
  removeVatCents,
  searchText,
  slugify,
  type ContractKind,
  type FrameType,
  type UsageType,
  type Clock,
} from '@veloport/domain';
import type { Tx } from '../client';
import {
  accessoryModels,
  accessoryMovements,
  accessoryStock,
  bikeEvents,
  bikeModels,
  bikes,
  buyBacks,
  companies,
  externalBikes,
  publicRequests,
  storeClosures,
  storeOpeningHours,
  technicalCharacteristics,
  usedBikeListings,
  users,
} from '../schema';

/** A small deterministic generator (mulberry32): the same demo data on every install. */
function random(seed: number) {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type ModelSeed = {
  brand: string;
  model: string;
  ref?: string;
  frames: FrameType[];
  usage: UsageType;
  year: number;
  rrp: number;
  wh?: number;
  nm?: number;
  sizes: string[];
  discount?: number;
  available?: boolean;
};

const e = (wh: number, nm: number) => ({ wh, nm });
/** Retail prices VAT included, as brands publish them; stored VAT excluded. */
const MODELS: ModelSeed[] = [
  // Cube and Moustache carry the references of their sample feeds (apps/api/src/modules/catalog/feeds): the sample import finds new, changed and gone models.
  {
    brand: 'Cube',
    model: 'Kathmandu Hybrid ONE 800',
    ref: 'CU-2025-001',
    frames: ['H'],
    usage: 'trekking',
    year: 2025,
    rrp: 4199,
    ...e(800, 85),
    sizes: ['S', 'M', 'L', 'XL'],
  },
  {
    brand: 'Cube',
    model: 'Kathmandu Hybrid ONE 800 Easy Entry',
    ref: 'CU-2025-002',
    frames: ['F'],
    usage: 'trekking',
    year: 2025,
    rrp: 4299,
    ...e(800, 85),
    sizes: ['S', 'M', 'L'],
  },
  {
    brand: 'Cube',
    model: 'Supreme Hybrid Pro 625',
    ref: 'CU-2025-003',
    frames: ['M'],
    usage: 'city',
    year: 2025,
    rrp: 3099,
    ...e(625, 50),
    sizes: ['S', 'M', 'L'],
    discount: 2799,
  },
  {
    brand: 'Cube',
    model: 'Reaction Hybrid Pro 750',
    ref: 'CU-2025-004',
    frames: ['H'],
    usage: 'mountain',
    year: 2025,
    rrp: 3599,
    ...e(750, 85),
    sizes: ['16', '18', '20', '22'],
  },
  {
    brand: 'Cube',
    model: 'Nuroad Pro',
    ref: 'CU-2025-005',
    frames: ['H'],
    usage: 'gravel',
    year: 2025,
    rrp: 1299,
    sizes: ['50', '53', '56', '58', '61'],
  },
  {
    brand: 'Cube',
    model: 'Touring Hybrid ONE 625',
    ref: 'CU-2025-006',
    frames: ['H'],
    usage: 'trekking',
    year: 2024,
    rrp: 2999,
    ...e(625, 60),
    sizes: ['S', 'M', 'L', 'XL'],
    discount: 2499,
  },
  {
    brand: 'Moustache',
    model: 'Samedi 27 Xroad 5',
    ref: 'MO-2025-001',
    frames: ['H'],
    usage: 'trekking',
    year: 2025,
    rrp: 5199,
    ...e(625, 85),
    sizes: ['S', 'M', 'L', 'XL'],
  },
  {
    brand: 'Moustache',
    model: 'Samedi 27 Xroad 5 Open',
    ref: 'MO-2025-002',
    frames: ['F'],
    usage: 'trekking',
    year: 2025,
    rrp: 5299,
    ...e(625, 85),
    sizes: ['S', 'M', 'L'],
  },
  {
    brand: 'Moustache',
    model: 'Lundi 27.3',
    ref: 'MO-2025-003',
    frames: ['F'],
    usage: 'city',
    year: 2025,
    rrp: 3999,
    ...e(500, 65),
    sizes: ['S', 'M', 'L'],
  },
  {
    brand: 'Moustache',
    model: 'Samedi 29 Trail 8',
    ref: 'MO-2025-004',
    frames: ['H'],
    usage: 'mountain',
    year: 2025,
    rrp: 6899,
    ...e(750, 85),
    sizes: ['S', 'M', 'L', 'XL'],
  },
  {
    brand: 'Moustache',
    model: 'J.on 2',
    ref: 'MO-2025-005',
    frames: ['M'],
    usage: 'cargo',
    year: 2024,
    rrp: 5999,
    ...e(625, 85),
    sizes: ['One size'],
  },
  {
    brand: 'Moustache',
    model: 'Friday 28.1',
    ref: 'MO-2025-006',
    frames: ['M'],
    usage: 'city',
    year: 2024,
    rrp: 3499,
    ...e(400, 50),
    sizes: ['M', 'L'],
    discount: 2990,
  },
  {
    brand: 'Gazelle',
    model: 'Ultimate C380 HMB',
    frames: ['H', 'F'],
    usage: 'city',
    year: 2025,
    rrp: 3899,
    ...e(500, 65),
    sizes: ['49', '53', '57', '61'],
  },
  {
    brand: 'Gazelle',
    model: 'Arroyo C5 Elite',
    frames: ['F'],
    usage: 'city',
    year: 2025,
    rrp: 3299,
    ...e(500, 50),
    sizes: ['46', '50', '54'],
  },
  {
    brand: 'Gazelle',
    model: 'Medeo T10 HMB',
    frames: ['H', 'M'],
    usage: 'trekking',
    year: 2024,
    rrp: 3599,
    ...e(625, 75),
    sizes: ['M', 'L', 'XL'],
    discount: 3199,
  },
  { brand: 'Gazelle', model: 'Chamonix C7', frames: ['H', 'F'], usage: 'city', year: 2025, rrp: 1049, sizes: ['46', '50', '54', '57'] },
  {
    brand: 'Riese & Müller',
    model: 'Load4 75 Touring',
    frames: ['M'],
    usage: 'cargo',
    year: 2025,
    rrp: 9499,
    ...e(750, 85),
    sizes: ['One size'],
  },
  {
    brand: 'Riese & Müller',
    model: 'Charger4 GT Vario',
    frames: ['H', 'M'],
    usage: 'trekking',
    year: 2025,
    rrp: 6499,
    ...e(750, 85),
    sizes: ['46', '49', '53', '56'],
  },
  {
    brand: 'Riese & Müller',
    model: 'Nevo4 GT Touring',
    frames: ['F'],
    usage: 'trekking',
    year: 2025,
    rrp: 6299,
    ...e(625, 85),
    sizes: ['43', '47', '51', '55'],
  },
  {
    brand: 'Riese & Müller',
    model: 'Multicharger2 Mixte',
    frames: ['M'],
    usage: 'cargo',
    year: 2024,
    rrp: 6999,
    ...e(750, 85),
    sizes: ['One size'],
    available: false,
  },
  { brand: 'Trek', model: 'FX 2', frames: ['H'], usage: 'city', year: 2025, rrp: 799, sizes: ['S', 'M', 'L', 'XL'] },
  {
    brand: 'Trek',
    model: 'Allant+ 7',
    frames: ['H', 'F'],
    usage: 'trekking',
    year: 2025,
    rrp: 4099,
    ...e(625, 85),
    sizes: ['S', 'M', 'L'],
  },
  { brand: 'Trek', model: 'Domane AL 2', frames: ['H'], usage: 'road', year: 2025, rrp: 1049, sizes: ['50', '52', '54', '56', '58', '60'] },
  {
    brand: 'Trek',
    model: 'Marlin 7',
    frames: ['H'],
    usage: 'mountain',
    year: 2025,
    rrp: 1099,
    sizes: ['15', '17', '19', '21'],
    discount: 949,
  },
  {
    brand: 'Specialized',
    model: 'Turbo Vado 4.0',
    frames: ['H', 'F'],
    usage: 'city',
    year: 2025,
    rrp: 4300,
    ...e(710, 90),
    sizes: ['S', 'M', 'L', 'XL'],
  },
  {
    brand: 'Specialized',
    model: 'Turbo Como 3.0',
    frames: ['F'],
    usage: 'city',
    year: 2024,
    rrp: 3200,
    ...e(530, 50),
    sizes: ['S', 'M', 'L'],
    discount: 2690,
  },
  { brand: 'Specialized', model: 'Sirrus 2.0', frames: ['H'], usage: 'city', year: 2025, rrp: 750, sizes: ['XS', 'S', 'M', 'L', 'XL'] },
  { brand: 'Brompton', model: 'C Line Explore', frames: ['F'], usage: 'folding', year: 2025, rrp: 1995, sizes: ['One size'] },
  {
    brand: 'Brompton',
    model: 'Electric P Line',
    frames: ['F'],
    usage: 'folding',
    year: 2025,
    rrp: 4495,
    ...e(300, 40),
    sizes: ['One size'],
  },
  { brand: 'Tern', model: 'GSD S10', frames: ['F'], usage: 'cargo', year: 2025, rrp: 6199, ...e(500, 85), sizes: ['One size'] },
  { brand: 'Tern', model: 'HSD P9', frames: ['F'], usage: 'cargo', year: 2025, rrp: 4599, ...e(545, 65), sizes: ['One size'] },
  {
    brand: 'Tern',
    model: 'Vektron Q9',
    frames: ['F'],
    usage: 'folding',
    year: 2024,
    rrp: 3999,
    ...e(400, 65),
    sizes: ['One size'],
    discount: 3499,
  },
  {
    brand: 'Stromer',
    model: 'ST3 Pinion',
    frames: ['H', 'M'],
    usage: 'speed_pedelec',
    year: 2025,
    rrp: 8990,
    ...e(814, 50),
    sizes: ['M', 'L', 'XL'],
  },
  {
    brand: 'Stromer',
    model: 'ST7',
    frames: ['H'],
    usage: 'speed_pedelec',
    year: 2025,
    rrp: 10990,
    ...e(1440, 60),
    sizes: ['M', 'L', 'XL'],
  },
  {
    brand: 'Kalkhoff',
    model: 'Endeavour 5.B Move+',
    frames: ['H', 'M', 'F'],
    usage: 'trekking',
    year: 2025,
    rrp: 3499,
    ...e(625, 85),
    sizes: ['S', 'M', 'L', 'XL'],
  },
  {
    brand: 'Kalkhoff',
    model: 'Image 3.B Advance',
    frames: ['F'],
    usage: 'city',
    year: 2024,
    rrp: 2799,
    ...e(500, 60),
    sizes: ['S', 'M', 'L'],
    discount: 2399,
  },
  { brand: 'Babboe', model: 'Curve-E', frames: ['F'], usage: 'cargo', year: 2025, rrp: 4299, ...e(500, 65), sizes: ['One size'] },
  { brand: 'Babboe', model: 'City-E', frames: ['F'], usage: 'cargo', year: 2024, rrp: 3599, ...e(500, 50), sizes: ['One size'] },
  { brand: 'Orbea', model: 'Vibe H30', frames: ['H', 'F'], usage: 'city', year: 2025, rrp: 2999, ...e(248, 40), sizes: ['S', 'M', 'L'] },
  {
    brand: 'Orbea',
    model: 'Kemen 10',
    frames: ['H'],
    usage: 'trekking',
    year: 2025,
    rrp: 4299,
    ...e(540, 60),
    sizes: ['S', 'M', 'L', 'XL'],
  },
  { brand: 'Woom', model: 'Original 4', frames: ['F'], usage: 'kids', year: 2025, rrp: 569, sizes: ['20"'] },
  { brand: 'Woom', model: 'Original 6', frames: ['F'], usage: 'kids', year: 2025, rrp: 749, sizes: ['26"'] },
];

const FRAME_WORDS: Record<FrameType, { fr: string; en: string; nl: string }> = {
  H: { fr: 'cadre haut', en: 'diamond frame', nl: 'herenframe' },
  F: { fr: 'cadre bas', en: 'low-step frame', nl: 'lage instap' },
  M: { fr: 'cadre mixte', en: 'mixed frame', nl: 'mixteframe' },
};
const USAGE_WORDS: Record<UsageType, { fr: string; en: string; nl: string }> = {
  city: { fr: 'la ville', en: 'the city', nl: 'de stad' },
  trekking: { fr: 'les longues balades', en: 'touring', nl: 'lange tochten' },
  mountain: { fr: 'les sentiers', en: 'the trails', nl: 'de paden' },
  gravel: { fr: 'les chemins de gravier', en: 'gravel roads', nl: 'grindwegen' },
  road: { fr: 'la route', en: 'the road', nl: 'de weg' },
  cargo: { fr: 'transporter enfants et courses', en: 'carrying kids and shopping', nl: 'kinderen en boodschappen vervoeren' },
  speed_pedelec: { fr: 'les trajets rapides jusqu’à 45 km/h', en: 'fast commutes up to 45 km/h', nl: 'snelle ritten tot 45 km/u' },
  folding: { fr: 'le train et les petits espaces', en: 'trains and small spaces', nl: 'de trein en kleine ruimtes' },
  kids: { fr: 'les enfants', en: 'children', nl: 'kinderen' },
};

type People = {
  adminId: number;
  acmeId: number;
  globexId: number;
  acmeUsers: number[];
  globexUsers: number[];
  privateUserId: number;
  /** Who gets the assigned bikes, in turn, one bike per entry; none left: the company's bike, or a walk-in sale. */
  riders: { acme: number[]; globex: number[]; private: number[] };
};

export async function seedCatalogDemo(tx: Tx, people: People, clock: Clock): Promise<void> {
  const rnd = random(20250901);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;

  const chars = await tx
    .insert(technicalCharacteristics)
    .values([
      { name: { fr: 'Poids', en: 'Weight', nl: 'Gewicht' }, unit: 'kg', type: 'number', position: 1 },
      { name: { fr: 'Vitesses', en: 'Gears', nl: 'Versnellingen' }, unit: null, type: 'number', position: 2 },
      { name: { fr: 'Freins', en: 'Brakes', nl: 'Remmen' }, unit: null, type: 'text', position: 3 },
      { name: { fr: 'Taille des roues', en: 'Wheel size', nl: 'Wielmaat' }, unit: '"', type: 'number', position: 4 },
      {
        name: { fr: 'Éclairage intégré', en: 'Integrated lights', nl: 'Geïntegreerde verlichting' },
        unit: null,
        type: 'boolean',
        position: 5,
      },
    ])
    .returning();
  const [weight, gears, brakes, wheels, lights] = chars.map((c) => String(c.id));

  const modelRows: (typeof bikeModels.$inferInsert)[] = [];
  MODELS.forEach((m, i) => {
    for (const frame of m.frames) {
      const name =
        m.frames.length > 1 && frame !== m.frames[0]
          ? `${m.model} ${FRAME_WORDS[frame].en.split(' ')[0]!.replace(/^\w/, (c) => c.toUpperCase())}`
          : m.model;
      const electric = m.wh !== undefined;
      const priceCents = removeVatCents(m.rrp * 100);
      const discountPriceCents = m.discount ? removeVatCents(m.discount * 100) : null;
      const hue = (i * 37 + (frame === 'F' ? 120 : frame === 'M' ? 240 : 0)) % 360;
      const w = FRAME_WORDS[frame];
      const u = USAGE_WORDS[m.usage];
      modelRows.push({
        brand: m.brand,
        model: name,
        slug: slugify(`${m.brand} ${name} ${m.year}`),
        externalRef: frame === m.frames[0] ? (m.ref ?? null) : null,
        frameType: frame,
        sizes: m.sizes,
        sizeBands: modelSizeBands(m.sizes, m.usage),
        season: `${m.year}`,
        year: m.year,
        usage: m.usage,
        electric,
        batteryWh: m.wh ?? null,
        engineNm: m.nm ?? null,
        engineTier: m.nm ? engineTier(m.nm) : null,
        batteryTier: m.wh ? batteryTier(m.wh) : null,
        priceCents,
        vatRate: 21,
        discountPriceCents,
        publicPriceCents: addVatCents(discountPriceCents ?? priceCents),
        photos: [`public/demo-bike-${frame}-${hue}.png`, `public/demo-bike-${frame}-${(hue + 45) % 360}.png`],
        characteristics: {
          [weight!]: Math.round((electric ? 22 + rnd() * 12 : 10 + rnd() * 6) * 10) / 10,
          [gears!]: pick([1, 5, 8, 9, 10, 11, 12]),
          [brakes!]: pick(['Shimano MT200', 'Magura MT4', 'Tektro HD-T286', 'Shimano Deore M6100']),
          [wheels!]: m.usage === 'kids' ? 20 : m.usage === 'folding' ? 16 : pick([27.5, 28, 29]),
          [lights!]: electric,
        },
        description: {
          fr: `${m.brand} ${name} : un vélo ${electric ? 'électrique ' : ''}à ${w.fr}, pensé pour ${u.fr}.`,
          en: `${m.brand} ${name}: a ${electric ? 'electric ' : ''}bike with a ${w.en}, made for ${u.en}.`,
          nl: `${m.brand} ${name}: een ${electric ? 'elektrische ' : ''}fiets met ${w.nl}, gemaakt voor ${u.nl}.`,
        },
        cafeteriaEligible: electric && m.usage !== 'mountain',
        available: m.available ?? true,
        search: searchText(m.brand, name, frame === m.frames[0] ? m.ref : null),
        sortName: searchText(m.brand, name),
      });
    }
  });
  const models = await tx.insert(bikeModels).values(modelRows).returning({
    id: bikeModels.id,
    brand: bikeModels.brand,
    usage: bikeModels.usage,
    sizes: bikeModels.sizes,
    available: bikeModels.available,
  });

  // Hundreds of physical bikes across both stores, in every contract kind.
  const today = clock.now();
  const iso = (d: Date) => brusselsDayOf(d);
  const daysFrom = (days: number) => iso(new Date(today.getTime() + days * 86_400_000));
  const KINDS: [ContractKind, number][] = [
    ['stock', 40],
    ['leasing', 18],
    ['leasing_with_maintenance_budget', 8],
    ['annual', 4],
    ['prepaid', 3],
    ['order', 5],
    ['pending_delivery', 7],
    ['sold', 8],
    ['renting', 5],
    ['stolen', 2],
  ];
  const kindOf = () => {
    let r = rnd() * 100;
    for (const [kind, weight] of KINDS) if ((r -= weight) < 0) return kind;
    return 'stock';
  };
  const bikeRows: (typeof bikes.$inferInsert)[] = [];
  const [acmeRiders, globexRiders, privateRiders] = [[...people.riders.acme], [...people.riders.globex], [...people.riders.private]];
  let serial = 0;
  for (const model of models) {
    const count = model.available ? 4 + Math.floor(rnd() * 9) : 2;
    for (let n = 0; n < count; n++) {
      serial++;
      const kind = kindOf();
      const company = ['leasing', 'leasing_with_maintenance_budget', 'annual', 'prepaid', 'renting'].includes(kind)
        ? rnd() < 0.6
          ? 'acme'
          : 'globex'
        : null;
      // One draw as before, so the random sequence (sizes, colours, kinds of the later bikes) does not move.
      if (company !== null) rnd();
      const userId =
        company === 'acme'
          ? (acmeRiders.shift() ?? null)
          : company === 'globex'
            ? (globexRiders.shift() ?? null)
            : kind === 'sold' || kind === 'order'
              ? (privateRiders.shift() ?? null)
              : null;
      const purchase = new Date(Date.UTC(2024, 0, 1) + Math.floor(rnd() * 600) * 86_400_000);
      const leased = company !== null;
      bikeRows.push({
        modelId: model.id,
        frameNumber: normalizeFrameNumber(
          `${model.brand.replace(/[^A-Za-z]/g, '').slice(0, 3)}${String(100000 + ((serial * 7919) % 900000))}`,
        ),
        size: pick(model.sizes),
        color: pick(['black', 'grey', 'white', 'blue', 'green', 'red', 'sand']),
        keyRef: `K${1000 + serial}`,
        lockRef: rnd() < 0.6 ? `ABUS ${20000 + serial}` : null,
        numberPlate:
          model.usage === 'speed_pedelec'
            ? `S-${String.fromCharCode(65 + (serial % 26))}${String.fromCharCode(65 + ((serial * 7) % 26))}-${100 + (serial % 900)}`
            : null,
        stockLocationId: rnd() < 0.55 ? 1 : 2,
        status: rnd() < 0.07 ? 'broken' : 'usable',
        contractKind: kind,
        contractMonths:
          kind === 'leasing' || kind === 'leasing_with_maintenance_budget' ? pick([24, 36, 48]) : kind === 'annual' ? 12 : null,
        companyId: company === 'acme' ? people.acmeId : company === 'globex' ? people.globexId : null,
        userId,
        purchaseDate: iso(purchase),
        purchasePriceCents: 60_000 + Math.floor(rnd() * 400_000),
        expectedDate: kind === 'pending_delivery' ? daysFrom(Math.floor(rnd() * 20)) : null,
        saleDate: kind === 'sold' ? iso(new Date(purchase.getTime() + 30 * 86_400_000)) : null,
        salePriceCents: kind === 'sold' ? 150_000 + Math.floor(rnd() * 300_000) : null,
        stolenDate: kind === 'stolen' ? iso(new Date(purchase.getTime() + 200 * 86_400_000)) : null,
        insurer: leased ? pick(['AG Insurance', 'Ethias', 'AXA Belgium']) : null,
        insurancePolicy: leased ? `POL-${yearOf(purchase)}-${String(serial).padStart(5, '0')}` : null,
        insuranceStart: leased ? iso(purchase) : null,
        insuranceEnd: leased ? iso(new Date(purchase.getTime() + 3 * 365 * 86_400_000)) : null,
        createdAt: purchase,
        updatedAt: purchase,
      });
    }
  }
  const inserted = await tx.insert(bikes).values(bikeRows).returning({
    id: bikes.id,
    modelId: bikes.modelId,
    stockLocationId: bikes.stockLocationId,
    contractKind: bikes.contractKind,
    contractMonths: bikes.contractMonths,
    companyId: bikes.companyId,
    userId: bikes.userId,
    createdAt: bikes.createdAt,
  });
  // The assignment events say who and which company by name, as the assign action writes them.
  const companyNames = new Map((await tx.select({ id: companies.id, name: companies.name }).from(companies)).map((c) => [c.id, c.name]));
  const userNames = new Map(
    (await tx.select({ id: users.id, firstname: users.firstname, lastname: users.lastname }).from(users)).map((u) => [
      u.id,
      `${u.firstname} ${u.lastname}`,
    ]),
  );
  const events: (typeof bikeEvents.$inferInsert)[] = [];
  for (const b of inserted) {
    events.push({
      bikeId: b.id,
      kind: 'created',
      details: { modelId: b.modelId, locationId: b.stockLocationId, contractKind: 'stock' },
      actorId: people.adminId,
      at: b.createdAt,
    });
    if (b.contractKind !== 'stock') {
      const later = new Date(b.createdAt.getTime() + 14 * 86_400_000);
      const kind = b.contractKind === 'sold' ? 'sold' : b.contractKind === 'stolen' ? 'stolen' : 'assigned';
      const from = { contractKind: 'stock', contractMonths: null, company: null, user: null };
      const to = {
        contractKind: b.contractKind,
        contractMonths: b.contractMonths,
        company: b.companyId === null ? null : { id: b.companyId, name: companyNames.get(b.companyId) ?? null },
        user: b.userId === null ? null : { id: b.userId, name: userNames.get(b.userId) ?? null },
      };
      events.push({
        bikeId: b.id,
        kind,
        details: kind === 'assigned' ? { from, to } : { previousContractKind: 'stock' },
        actorId: people.adminId,
        at: later,
      });
    }
  }
  await tx.insert(bikeEvents).values(events);

  // Accessories with stock in both stores.
  // Typed in English by the buyer; the site shows each in the reader's language (decision 101).
  const ACCESSORIES: [string, string, string, string, number, { fr: string; nl: string }][] = [
    ['Bordo 6500 folding lock', 'Abus', 'ABUS-6500-85', 'lock', 109.95, { fr: 'Cadenas pliant Bordo 6500', nl: 'Vouwslot Bordo 6500' }],
    [
      'Granit X-Plus 540 U-lock',
      'Abus',
      'ABUS-540-230',
      'lock',
      89.95,
      { fr: 'Antivol en U Granit X-Plus 540', nl: 'Beugelslot Granit X-Plus 540' },
    ],
    ['Hyban 2.0 helmet', 'Abus', 'ABUS-HYBAN2-M', 'helmet', 79.95, { fr: 'Casque Hyban 2.0', nl: 'Helm Hyban 2.0' }],
    ['Hendrix helmet', 'Bern', 'BERN-HEN-M', 'helmet', 79, { fr: 'Casque Hendrix', nl: 'Helm Hendrix' }],
    ['Miles double pannier', 'Basil', 'BASIL-MILES', 'bag', 59.95, { fr: 'Double sacoche Miles', nl: 'Dubbele fietstas Miles' }],
    ['Back-Roller Classic', 'Ortlieb', 'ORT-BRC-40', 'bag', 149.99, { fr: 'Back-Roller Classic', nl: 'Back-Roller Classic' }],
    ['IQ-X front light', 'Busch & Müller', 'BUMM-IQX', 'light', 89.9, { fr: 'Phare avant IQ-X', nl: 'Koplamp IQ-X' }],
    [
      'Toplight Line rear light',
      'Busch & Müller',
      'BUMM-TOPLINE',
      'light',
      34.9,
      { fr: 'Feu arrière Toplight Line', nl: 'Achterlicht Toplight Line' },
    ],
    [
      'Yepp Nexxt Maxi child seat',
      'Thule',
      'THULE-YEPP-NEXXT',
      'child_seat',
      149.95,
      { fr: 'Siège enfant Yepp Nexxt Maxi', nl: 'Kinderzitje Yepp Nexxt Maxi' },
    ],
    ['Rain jacket Commuter', 'Vaude', 'VAUDE-RJ-M', 'clothing', 129.95, { fr: 'Veste de pluie Commuter', nl: 'Regenjas Commuter' }],
    ['Mini pump Road Drive', 'Lezyne', 'LEZ-RDRIVE', 'tool', 39.95, { fr: 'Mini-pompe Road Drive', nl: 'Minipomp Road Drive' }],
    ['Multi-tool 16', 'Topeak', 'TOPEAK-MT16', 'tool', 29.95, { fr: 'Outil multifonction 16', nl: 'Multitool 16' }],
    [
      'Marathon Plus 28x1.5 tyre',
      'Schwalbe',
      'SCHW-MP-2815',
      'part',
      44.9,
      { fr: 'Pneu Marathon Plus 28x1.5', nl: 'Band Marathon Plus 28x1.5' },
    ],
    ['Inner tube 28"', 'Schwalbe', 'SCHW-SV17', 'part', 7.5, { fr: 'Chambre à air 28"', nl: 'Binnenband 28"' }],
    ['Chain KMC e11', 'KMC', 'KMC-E11', 'part', 39.95, { fr: 'Chaîne KMC e11', nl: 'Ketting KMC e11' }],
    [
      'Phone holder Quad Lock',
      'Quad Lock',
      'QL-BIKE-V2',
      'other',
      49.99,
      { fr: 'Support de téléphone Quad Lock', nl: 'Telefoonhouder Quad Lock' },
    ],
    ['Mudguard set 50 mm', 'SKS', 'SKS-BL50', 'part', 34.95, { fr: 'Paire de garde-boues 50 mm', nl: 'Spatbordenset 50 mm' }],
    [
      'Kickstand Pletscher Comp',
      'Pletscher',
      'PLET-COMP',
      'part',
      29.95,
      { fr: 'Béquille Pletscher Comp', nl: 'Fietsstandaard Pletscher Comp' },
    ],
  ];
  const accessories = await tx
    .insert(accessoryModels)
    .values(
      ACCESSORIES.map(([name, brand, reference, category, euros, translated], i) => {
        const priceCents = removeVatCents(Math.round(euros * 100));
        const discountPriceCents = i % 6 === 0 ? Math.round(priceCents * 0.85) : null;
        const nameTranslations = { ...translated, en: name };
        return {
          name,
          nameTranslations,
          brand,
          reference,
          slug: slugify(`${brand} ${name}`),
          category,
          priceCents,
          discountPriceCents,
          publicPriceCents: addVatCents(discountPriceCents ?? priceCents),
          photos: [`public/demo-accessory-X-${(i * 53) % 360}.png`],
          description: { fr: `${name} de ${brand}.`, en: `${name} by ${brand}.`, nl: `${name} van ${brand}.` },
          search: searchText(brand, name, reference, translated.fr, translated.nl),
          sortName: searchText(name, brand),
        };
      }),
    )
    .returning({ id: accessoryModels.id });
  const stockRows = accessories.flatMap((a, i) => [
    { accessoryId: a.id, stockLocationId: 1, quantity: (i * 7) % 15 },
    { accessoryId: a.id, stockLocationId: 2, quantity: (i * 5) % 9 },
  ]);
  await tx.insert(accessoryStock).values(stockRows);
  await tx.insert(accessoryMovements).values(
    stockRows
      .filter((s) => s.quantity > 0)
      .map((s) => ({
        ...s,
        delta: s.quantity,
        quantityAfter: s.quantity,
        reason: 'delivery',
        note: 'demo',
        actorId: people.adminId,
        stockLocationId: s.stockLocationId,
      }))
      .map(({ quantity: _q, ...m }) => m),
  );

  // Used bikes, buy-backs, the shop schedule and a few public requests.
  const [firstSold] = inserted.filter((b) => b.contractKind === 'sold');
  await tx.insert(usedBikeListings).values([
    {
      title: 'Gazelle Orange C7 – très bon état',
      titleTranslations: {
        fr: 'Gazelle Orange C7 – très bon état',
        en: 'Gazelle Orange C7 – very good condition',
        nl: 'Gazelle Orange C7 – zeer goede staat',
      },
      brand: 'Gazelle',
      model: 'Orange C7',
      year: 2021,
      frameType: 'F',
      size: '53',
      electric: false,
      mileageKm: 2100,
      condition: 'good',
      priceCents: 59_000,
      published: true,
      stockLocationId: 1,
      photos: ['public/demo-used-F-20.png'],
      description: {
        fr: 'Révisé en atelier, pneus neufs.',
        en: 'Serviced in our workshop, new tyres.',
        nl: 'Nagekeken in onze werkplaats, nieuwe banden.',
      },
    },
    {
      title: 'Cube Kathmandu Hybrid 625 – 2022',
      brand: 'Cube',
      model: 'Kathmandu Hybrid 625',
      year: 2022,
      frameType: 'H',
      size: 'L',
      electric: true,
      batteryWh: 625,
      mileageKm: 4800,
      condition: 'excellent',
      priceCents: 189_000,
      published: true,
      stockLocationId: 2,
      photos: ['public/demo-used-H-200.png', 'public/demo-used-H-245.png'],
      description: { fr: 'Batterie testée à 92 %.', en: 'Battery tested at 92 %.', nl: 'Batterij getest op 92 %.' },
    },
    {
      title: 'Babboe Curve-E – cargo familial',
      titleTranslations: {
        fr: 'Babboe Curve-E – cargo familial',
        en: 'Babboe Curve-E – family cargo bike',
        nl: 'Babboe Curve-E – gezinsbakfiets',
      },
      brand: 'Babboe',
      model: 'Curve-E',
      year: 2020,
      frameType: 'F',
      size: 'One size',
      electric: true,
      batteryWh: 500,
      mileageKm: 6200,
      condition: 'fair',
      priceCents: 149_000,
      published: true,
      stockLocationId: 1,
      photos: ['public/demo-used-F-90.png'],
      description: { fr: 'Bâche pluie incluse.', en: 'Rain cover included.', nl: 'Regenhoes inbegrepen.' },
    },
    {
      title: 'Trek FX 2 – 2019',
      brand: 'Trek',
      model: 'FX 2',
      year: 2019,
      frameType: 'H',
      size: 'M',
      electric: false,
      mileageKm: 8000,
      condition: 'fair',
      priceCents: 32_000,
      published: true,
      stockLocationId: 2,
      photos: ['public/demo-used-H-310.png'],
      description: { fr: 'Idéal pour la ville.', en: 'Great in town.', nl: 'Ideaal in de stad.' },
    },
    {
      bikeId: firstSold?.id ?? null,
      title: 'Moustache Lundi 27.3 – reprise',
      titleTranslations: {
        fr: 'Moustache Lundi 27.3 – reprise',
        en: 'Moustache Lundi 27.3 – trade-in',
        nl: 'Moustache Lundi 27.3 – inruil',
      },
      brand: 'Moustache',
      model: 'Lundi 27.3',
      year: 2023,
      frameType: 'F',
      size: 'M',
      electric: true,
      batteryWh: 500,
      mileageKm: 1500,
      condition: 'excellent',
      priceCents: 279_000,
      published: false,
      stockLocationId: 1,
      photos: [],
      description: { fr: 'En préparation.', en: 'Being prepared.', nl: 'In voorbereiding.' },
    },
  ]);
  await tx.insert(buyBacks).values([
    {
      description: 'Cube Kathmandu Hybrid 625 (2022)',
      sellerName: 'Paula Private',
      sellerUserId: people.privateUserId,
      pricePaidCents: 120_000,
      boughtOn: '2025-05-12',
      resalePriceCents: 189_000,
      resoldOn: '2025-06-20',
    },
    { description: 'Gazelle Orange C7 (2021)', sellerName: 'Jean Dupont', pricePaidCents: 30_000, boughtOn: '2025-07-03' },
  ]);
  // Customers' own bikes that come to the workshop (external bikes): company staff and a private customer.
  const external = (
    brand: string,
    model: string,
    frame: string,
    color: string,
    electric: boolean,
    companyId: number | null,
    userId: number | undefined,
    notes: string | null,
  ) => {
    const frameNumber = normalizeFrameNumber(frame);
    return {
      brand,
      model,
      frameNumber,
      color,
      electric,
      companyId,
      userId: userId ?? null,
      notes,
      search: searchText(brand, model, frameNumber),
    };
  };
  await tx
    .insert(externalBikes)
    .values([
      external(
        'Gazelle',
        'Ultimate C8 HMB',
        'GZ-2021-884512',
        'Bleu nuit',
        true,
        people.acmeId,
        people.acmeUsers[0],
        'Entretien annuel, freins à vérifier.',
      ),
      external('Riese & Müller', 'Load 60', 'RM-LD60-20219', 'Gris', true, people.acmeId, people.acmeUsers[1], null),
      external(
        'Trek',
        'FX 3 Disc',
        'WTU-318-G4471',
        'Noir',
        false,
        people.globexId,
        people.globexUsers[0],
        'Pneus à remplacer au printemps.',
      ),
      external('Brompton', 'C Line Explore', 'BR-C-2209-1188', 'Rouge', false, null, people.privateUserId, null),
    ]);

  const hours = (locationId: number, days: number[], spans: [string, string][]) =>
    days.flatMap((weekday) => spans.map(([opens, closes]) => ({ stockLocationId: locationId, weekday, opens, closes })));
  await tx.insert(storeOpeningHours).values([
    ...hours(1, [2, 3, 4, 5], [['10:00', '18:00']]),
    ...hours(1, [6], [['10:00', '17:00']]),
    ...hours(
      2,
      [1, 2, 3, 4, 5],
      [
        ['09:30', '12:30'],
        ['13:30', '18:30'],
      ],
    ),
    ...hours(2, [6], [['10:00', '16:00']]),
  ]);
  // The next end-of-year holidays: this year's, or next year's once they are over (a demo seeded on 31 December).
  const year = brusselsDayOf(today) > `${yearOf(today)}-12-26` ? yearOf(today) + 1 : yearOf(today);
  await tx.insert(storeClosures).values([
    {
      stockLocationId: 1,
      fromDate: `${year}-12-24`,
      toDate: `${year}-12-26`,
      reason: { fr: 'Fêtes de fin d’année', en: 'Christmas holidays', nl: 'Kerstvakantie' },
    },
    {
      stockLocationId: 2,
      fromDate: `${year}-12-24`,
      toDate: `${year + 1}-01-01`,
      reason: { fr: 'Fêtes de fin d’année', en: 'Christmas holidays', nl: 'Kerstvakantie' },
    },
  ]);
  await tx.insert(publicRequests).values([
    {
      type: 'contact',
      firstname: 'Lucie',
      lastname: 'Renard',
      email: 'lucie.renard@example.be',
      locale: 'fr',
      payload: { subject: 'Entretien', message: 'Faites-vous l’entretien des vélos cargo ?' },
      ip: '192.0.2.10',
    },
    {
      type: 'test_ride',
      firstname: 'Jan',
      lastname: 'De Smet',
      email: 'jan.desmet@example.be',
      phone: '+32 475 00 00 00',
      locale: 'nl',
      payload: {
        kind: 'test_ride',
        bikes: 2,
        start: daysFrom(3) + 'T10:00:00.000Z',
        end: daysFrom(3) + 'T12:00:00.000Z',
        rideType: 'city',
        size: 'M',
        frameType: 'F',
        helmets: 2,
        bags: 0,
        comment: null,
        storeId: 2,
        bikeSlug: null,
      },
      ip: '192.0.2.11',
    },
    {
      type: 'trade_in',
      firstname: 'Paul',
      lastname: 'Martin',
      email: 'paul.martin@example.be',
      locale: 'fr',
      payload: {
        brand: 'Gazelle',
        model: 'Arroyo',
        year: 2020,
        batteryWh: 500,
        condition: 'good',
        estimate: { minCents: 40_000, maxCents: 52_000 },
      },
      ip: '192.0.2.12',
    },
  ]);
}
