import { billLanguage, formatDate } from '@veloport/domain';
import { wordsOf } from '../../platform/words';

/**
 * The words the system writes on a bill and in its e-invoice, in the bill's language (decision 064), from the
 * `documents` catalogue's `billLines` (decision 073). Lines typed by someone stay as typed; only these are worded.
 */
export function billWords(language: string | null | undefined) {
  const t = wordsOf(billLanguage(language), 'documents', 'billLines');
  return {
    promo: (code: string) => t('promo', { code }),
    delivery: (zone: string | null) => (zone ? t('deliveryTo', { zone }) : t('delivery')),
    rounding: t('rounding'),
    creditNoteTerms: (creditedNumber: string | null) =>
      creditedNumber ? t('creditNoteTermsFor', { number: creditedNumber }) : t('creditNoteTerms'),
    reverseChargeReason: t('reverseChargeReason'),
    /** A rental's line: its bikes and days, the dates as the bill prints them (01/05/2026). */
    rental: (r: { bikes: number; startDate: string; endDate: string }) =>
      t('rental', { count: r.bikes, from: formatDate(r.startDate), to: formatDate(r.endDate) }),
    leaseRent: (bike: string, period: string) => t('leaseRent', { bike, period }),
    leaseAnnual: (bike: string, period: string) => t('leaseAnnual', { bike, period }),
    buyOutInstalment: (bike: string, number: number) => t('buyOutInstalment', { bike, number }),
    leasePrepaid: (bike: string, from: string, to: string) => t('leasePrepaid', { bike, from, to }),
  };
}
export type BillWords = ReturnType<typeof billWords>;
