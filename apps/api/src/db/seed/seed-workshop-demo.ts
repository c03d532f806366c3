import { addDays, type Clock } from '@veloport/domain';
import type { Tx } from '../client';
import { servicePrices } from '../../modules/workshop/service-prices/service-prices.table';
import { workshopCapacityExceptions, workshopCapacityWeekdays } from '../../modules/workshop/capacity/capacity.table';

type Service = [
  category: string,
  fr: string,
  nl: string,
  en: string,
  liegeCents: number,
  brusselsCents: number | null,
  displayed?: boolean,
];

/** A Belgian workshop's usual price list (decision 030), VAT included; Brussels a little dearer, some only in one store. */
const SERVICES: Service[] = [
  [
    'pack',
    'Entretien standard (réglages freins et vitesses, graissage chaîne)',
    'Standaard onderhoud (afstelling remmen en versnellingen, ketting smeren)',
    'Standard service (brake and gear adjustment, chain lubrication)',
    6900,
    7500,
  ],
  [
    'pack',
    'Entretien complet (démontage, nettoyage et réglage de toutes les pièces)',
    'Grote onderhoudsbeurt (demontage, reiniging en afstelling van alle onderdelen)',
    'Full service (strip-down, cleaning and adjustment of every part)',
    14900,
    15900,
  ],
  [
    'pack',
    'Entretien vélo électrique (mise à jour logiciel et diagnostic batterie inclus)',
    'Onderhoud elektrische fiets (software-update en batterijdiagnose inbegrepen)',
    'E-bike service (software update and battery check included)',
    9900,
    10900,
  ],
  [
    'wheels',
    'Réparation crevaison (chambre à air comprise)',
    'Bandenherstelling (binnenband inbegrepen)',
    'Puncture repair (inner tube included)',
    1800,
    2000,
  ],
  ['wheels', 'Remplacement pneu (main-d’œuvre)', 'Band vervangen (werkuren)', 'Tyre replacement (labour)', 1500, 1700],
  ['wheels', 'Dévoilage de roue', 'Wiel richten', 'Wheel truing', 2000, 2200],
  [
    'wheels',
    'Crevaison roue arrière moteur moyeu',
    'Lekke band achterwiel met naafmotor',
    'Puncture on a hub-motor rear wheel',
    3500,
    3900,
  ],
  ['brakes', 'Réglage des freins (les deux roues)', 'Remmen afstellen (beide wielen)', 'Brake adjustment (both wheels)', 1500, 1700],
  [
    'brakes',
    'Remplacement plaquettes de frein à disque (par roue)',
    'Schijfremblokken vervangen (per wiel)',
    'Disc brake pad replacement (per wheel)',
    2000,
    2200,
  ],
  [
    'brakes',
    'Purge frein hydraulique (par frein)',
    'Hydraulische rem ontluchten (per rem)',
    'Hydraulic brake bleed (per brake)',
    3000,
    3300,
  ],
  ['transmission', 'Remplacement chaîne (main-d’œuvre)', 'Ketting vervangen (werkuren)', 'Chain replacement (labour)', 1200, 1400],
  ['transmission', 'Réglage dérailleur', 'Derailleur afstellen', 'Derailleur adjustment', 1500, 1700],
  [
    'transmission',
    'Remplacement câble et gaine de vitesse',
    'Schakelkabel en -buitenkabel vervangen',
    'Gear cable and housing replacement',
    2000,
    2200,
  ],
  [
    'transmission',
    'Remplacement cassette et chaîne (main-d’œuvre)',
    'Cassette en ketting vervangen (werkuren)',
    'Cassette and chain replacement (labour)',
    2500,
    null,
  ],
  ['crankset', 'Remplacement boîtier de pédalier', 'Trapas vervangen', 'Bottom bracket replacement', 3000, 3300],
  [
    'crankset',
    'Remplacement pédalier ou plateaux',
    'Crankstel of kettingbladen vervangen',
    'Crankset or chainring replacement',
    2500,
    2800,
  ],
  ['steering', 'Réglage jeu de direction', 'Balhoofd afstellen', 'Headset adjustment', 1500, 1700],
  ['steering', 'Remplacement guidoline ou poignées', 'Stuurlint of handvatten vervangen', 'Bar tape or grip replacement', 1500, null],
  ['cleaning', 'Nettoyage complet du vélo', 'Volledige fietsreiniging', 'Full bike cleaning', 3500, 3900],
  ['cleaning', 'Nettoyage et graissage transmission', 'Aandrijving reinigen en smeren', 'Drivetrain cleaning and lubrication', 2500, 2800],
  [
    'other',
    'Diagnostic atelier (déduit si réparation)',
    'Diagnose in de werkplaats (afgetrokken bij herstelling)',
    'Workshop diagnosis (deducted if repaired)',
    2500,
    2500,
  ],
  [
    'other',
    'Montage d’accessoire (porte-bagages, garde-boue, éclairage)',
    'Accessoire monteren (bagagedrager, spatborden, verlichting)',
    'Accessory fitting (rack, mudguards, lights)',
    1500,
    1700,
  ],
  ['other', 'Gravure antivol du cadre', 'Fietsgravering tegen diefstal', 'Anti-theft frame engraving', 1000, null, false],
];

/** Mechanic minutes Monday first: Liège has two mechanics on weekdays, Brussels one (and half a Monday). */
const WEEKS: Record<number, number[]> = { 1: [960, 960, 960, 960, 960, 480, 0], 2: [240, 480, 480, 480, 480, 480, 0] };

/** The next time a month-day comes (this year's, else next year's). */
function next(today: string, monthDay: string): string {
  const thisYear = `${today.slice(0, 4)}-${monthDay}`;
  return thisYear >= today ? thisYear : `${Number(today.slice(0, 4)) + 1}-${monthDay}`;
}

export async function seedWorkshopDemo(tx: Tx, p: { adminId: number }, clock: Clock): Promise<void> {
  const rows = SERVICES.flatMap(([category, fr, nl, en, liege, brussels, displayed = true]) => [
    { category, description: { fr, nl, en }, priceInclVatCents: liege, storeId: 1, displayed, createdById: p.adminId },
    ...(brussels === null
      ? []
      : [{ category, description: { fr, nl, en }, priceInclVatCents: brussels, storeId: 2, displayed, createdById: p.adminId }]),
  ]);
  await tx.insert(servicePrices).values(rows);

  await tx
    .insert(workshopCapacityWeekdays)
    .values(
      Object.entries(WEEKS).flatMap(([storeId, week]) => week.map((minutes, weekday) => ({ storeId: Number(storeId), weekday, minutes }))),
    );
  const today = clock.today();
  const exceptions = [
    { storeId: 1, date: next(today, '12-25'), kind: 'closed', minutes: 0, note: 'Noël' },
    { storeId: 2, date: next(today, '12-25'), kind: 'closed', minutes: 0, note: 'Noël' },
    { storeId: 1, date: next(today, '01-01'), kind: 'closed', minutes: 0, note: 'Nouvel An' },
    { storeId: 2, date: next(today, '01-01'), kind: 'closed', minutes: 0, note: 'Nieuwjaar' },
    { storeId: 1, date: addDays(today, 3), kind: 'closed', minutes: 0, note: 'Formation Bosch des mécaniciens' },
    { storeId: 2, date: addDays(today, 9), kind: 'extra', minutes: 240, note: 'Renfort d’un mécanicien de Liège' },
  ];
  // One exception per store and day, whatever day the demo is seeded on.
  await tx
    .insert(workshopCapacityExceptions)
    .values(exceptions.filter((e, i) => exceptions.findIndex((o) => o.storeId === e.storeId && o.date === e.date) === i));
}
