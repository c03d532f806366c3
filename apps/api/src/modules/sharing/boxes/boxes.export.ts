import type { Box, Locale } from '@veloport/domain';
import { downloadWords, type ExportColumn } from '../../../platform/export';
import { wordsOf } from '../../../platform/words';

/** The downloaded list in the reader's language, kinds as the boxes screens say them. */
export function boxColumns(locale: Locale): ExportColumn<Box>[] {
  const { headers: h } = downloadWords(locale, 'boxes');
  const boxes = wordsOf(locale, 'boxes');
  return [
    { header: h('name'), value: (b) => b.name },
    { header: h('kind'), value: (b) => boxes.code('kinds', b.kind) },
    { header: h('company'), value: (b) => b.company.name },
    { header: h('building'), value: (b) => b.building?.name ?? null },
    { header: h('slots'), value: (b) => b.slotCount },
    { header: h('bikes'), value: (b) => b.bikeCount },
    { header: h('adapter'), value: (b) => b.adapter },
  ];
}
