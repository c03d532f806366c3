import type { Box, Locale } from '@veloport/domain';
import { exportWord as word, type ExportColumn } from '../../../platform/export';

type Words = {
  headers: Record<'name' | 'kind' | 'company' | 'building' | 'slots' | 'bikes' | 'adapter', string>;
  kinds: Record<Box['kind'], string>;
};

/** The downloaded list's words in the reader's language (the web's `boxes` catalogue says the same). */
const WORDS: Record<Locale, Words> = {
  fr: {
    headers: {
      name: 'Nom',
      kind: 'Type',
      company: 'Société',
      building: 'Bâtiment',
      slots: 'Emplacements',
      bikes: 'Vélos',
      adapter: 'Connexion',
    },
    kinds: { key_box: 'Boîte à clés', bike_locker: 'Casier à vélo' },
  },
  en: {
    headers: {
      name: 'Name',
      kind: 'Kind',
      company: 'Company',
      building: 'Building',
      slots: 'Slots',
      bikes: 'Bikes',
      adapter: 'Connection',
    },
    kinds: { key_box: 'Key box', bike_locker: 'Bike locker' },
  },
  nl: {
    headers: {
      name: 'Naam',
      kind: 'Type',
      company: 'Bedrijf',
      building: 'Gebouw',
      slots: 'Plaatsen',
      bikes: 'Fietsen',
      adapter: 'Verbinding',
    },
    kinds: { key_box: 'Sleutelkast', bike_locker: 'Fietskluis' },
  },
};

export function boxColumns(locale: Locale): ExportColumn<Box>[] {
  const w = WORDS[locale];
  return [
    { header: w.headers.name, value: (b) => b.name },
    { header: w.headers.kind, value: (b) => word(w.kinds, b.kind) },
    { header: w.headers.company, value: (b) => b.company.name },
    { header: w.headers.building, value: (b) => b.building?.name ?? null },
    { header: w.headers.slots, value: (b) => b.slotCount },
    { header: w.headers.bikes, value: (b) => b.bikeCount },
    { header: w.headers.adapter, value: (b) => b.adapter },
  ];
}
