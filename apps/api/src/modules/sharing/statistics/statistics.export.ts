import { formatDateTime, type Locale, type TurnedAwaySearch, type UsageStatistics, type UsageTable } from '@veloport/domain';
import type { ExportColumn } from '../../../platform/export';

type Word =
  | 'frame'
  | 'building'
  | 'trips'
  | 'hours'
  | 'days'
  | 'turnedAway'
  | 'month'
  | 'lastUse'
  | 'searchedAt'
  | 'slotStart'
  | 'slotEnd'
  | 'person'
  | 'none';
const WORDS: Record<Locale, Record<Word, string>> = {
  fr: {
    frame: 'Numéro de cadre',
    building: 'Bâtiment',
    trips: 'Trajets',
    hours: 'Heures',
    days: 'Jours utilisés',
    turnedAway: 'Recherches sans vélo',
    month: 'Mois',
    lastUse: 'Dernière utilisation',
    searchedAt: 'Recherche le',
    slotStart: 'Début du créneau',
    slotEnd: 'Fin du créneau',
    person: 'Personne',
    none: 'Sans bâtiment',
  },
  en: {
    frame: 'Frame number',
    building: 'Building',
    trips: 'Trips',
    hours: 'Hours',
    days: 'Days used',
    turnedAway: 'Turned-away searches',
    month: 'Month',
    lastUse: 'Last use',
    searchedAt: 'Searched on',
    slotStart: 'Slot start',
    slotEnd: 'Slot end',
    person: 'Person',
    none: 'No building',
  },
  nl: {
    frame: 'Framenummer',
    building: 'Gebouw',
    trips: 'Ritten',
    hours: 'Uren',
    days: 'Gebruikte dagen',
    turnedAway: 'Zoekopdrachten zonder fiets',
    month: 'Maand',
    lastUse: 'Laatste gebruik',
    searchedAt: 'Gezocht op',
    slotStart: 'Begin tijdslot',
    slotEnd: 'Einde tijdslot',
    person: 'Persoon',
    none: 'Zonder gebouw',
  },
};

type Row = Record<string, string | number | null>;

/** The rows and columns of one table of the usage statistics, headers in the reader's language. */
export function usageTable(stats: UsageStatistics, table: UsageTable, locale: Locale): { rows: Row[]; columns: ExportColumn<Row>[] } {
  const w = WORDS[locale];
  const col = (key: string, header: string): ExportColumn<Row> => ({ header, value: (r) => r[key] });
  if (table === 'bikes')
    return {
      rows: stats.bikes,
      columns: [
        col('frameNumber', w.frame),
        col('building', w.building),
        col('trips', w.trips),
        col('hours', w.hours),
        col('days', w.days),
      ],
    };
  if (table === 'buildings')
    return {
      rows: stats.buildings.map((b) => ({ ...b, name: b.name || w.none })),
      columns: [
        col('name', w.building),
        col('trips', w.trips),
        col('hours', w.hours),
        col('days', w.days),
        col('turnedAway', w.turnedAway),
      ],
    };
  if (table === 'months')
    return {
      rows: stats.months,
      columns: [col('month', w.month), col('trips', w.trips), col('hours', w.hours), col('turnedAway', w.turnedAway)],
    };
  return {
    rows: stats.idle.map((b) => ({ ...b, lastUse: b.lastUse ? formatDateTime(b.lastUse) : null })),
    columns: [col('frameNumber', w.frame), col('building', w.building), col('lastUse', w.lastUse)],
  };
}

export function turnedAwayColumns(locale: Locale): ExportColumn<TurnedAwaySearch>[] {
  const w = WORDS[locale];
  return [
    { header: w.searchedAt, value: (r) => formatDateTime(r.at) },
    { header: w.building, value: (r) => r.building?.name ?? '' },
    { header: w.slotStart, value: (r) => formatDateTime(r.start) },
    { header: w.slotEnd, value: (r) => formatDateTime(r.end) },
    { header: w.person, value: (r) => r.user.name },
  ];
}
