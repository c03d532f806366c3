import { formatDate, type FaqEntry, type Locale } from '@veloport/domain';
import { downloadWords, yesNo, type ExportColumn } from '../../../platform/export';

/** The downloaded FAQ in the reader's language. */
export function faqColumns(locale: Locale): ExportColumn<FaqEntry>[] {
  const { headers: h, words: w } = downloadWords(locale, 'faq');
  return [
    { header: 'ID', value: (e) => e.id },
    { header: h('theme'), value: (e) => w.code('faq.themes', e.theme) },
    { header: h('position'), value: (e) => e.position },
    { header: h('question'), value: (e) => e.question[locale] },
    { header: h('published'), value: (e) => yesNo(w, e.published) },
    { header: h('helpful'), value: (e) => e.helpfulCount },
    { header: h('notHelpful'), value: (e) => e.notHelpfulCount },
    { header: h('updatedAt'), value: (e) => formatDate(e.updatedAt) },
  ];
}
