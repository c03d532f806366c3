import { formatDate, type Locale } from '@veloport/domain';
import { wordsOf } from '../../../platform/words';

export type VisitMail = {
  locale: Locale;
  name: string;
  requestId: number;
  bike: string;
  link: string;
  date: string;
  from: string;
  to: string;
  address: string;
};

/** `date` is YYYY-MM-DD; shown as DD/MM/YYYY in every language (as the rest of the portal). */
export function visitMail(v: VisitMail) {
  const w = wordsOf(v.locale, 'mails', 'tours');
  const body = w('visit', { bike: v.bike, date: formatDate(v.date), from: v.from, to: v.to, address: v.address });
  return { subject: w('subject', { id: v.requestId }), text: w('text', { name: v.name, body, link: v.link }) };
}

/** The customer's mail when their confirmed visit is taken off the tour (stop removed or tour cancelled). */
export function visitCancelledMail(v: Omit<VisitMail, 'from' | 'to' | 'address'>) {
  const w = wordsOf(v.locale, 'mails', 'tours');
  const body = w('cancelled', { bike: v.bike, date: formatDate(v.date) });
  return { subject: w('subject', { id: v.requestId }), text: w('text', { name: v.name, body, link: v.link }) };
}
