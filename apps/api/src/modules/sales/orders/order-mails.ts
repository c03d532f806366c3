import { formatDate, isLocale, type Locale, type OrderActor } from '@veloport/domain';
import { wordsOf } from '../../../platform/words';

/** The customer's mails at each step of their order, and the daily reminder of orders waiting too long (decision 024). */
export type CustomerStep = 'validated' | 'refused' | 'ready_in_shop' | 'ready_for_delivery' | 'handed_over';

export const localeOf = (language: string): Locale => (isLocale(language) ? language : 'fr');

export function customerStepMail(
  step: CustomerStep,
  o: { locale: Locale; name: string; orderId: number; label: string; extra?: string; link: string },
) {
  const t = wordsOf(o.locale, 'mails', 'orders');
  const extra = o.extra ?? '';
  const values = { bike: o.label, reason: extra, place: extra, date: step === 'handed_over' && extra ? formatDate(extra) : extra };
  // Ready in the shop: where to collect it when the order says, else "at the shop".
  const body = t(`steps.${step}.${step === 'ready_in_shop' && extra ? 'bodyAt' : 'body'}`, values);
  return { subject: t(`steps.${step}.subject`, { id: o.orderId }), text: t('text', { name: o.name, body, link: o.link }) };
}

/** One mail a day per person: every order waiting on them too long, each with its link. */
export function reminderMail(o: {
  locale: Locale;
  name: string;
  days: number;
  orders: { id: number; label: string; actor: OrderActor; waitingSince: string; link: string }[];
}) {
  const t = wordsOf(o.locale, 'mails', 'orders.reminder');
  const lines = o.orders.map((x) =>
    t('line', { id: x.id, bike: x.label, action: t(`actions.${x.actor}`), date: formatDate(x.waitingSince), link: x.link }),
  );
  return {
    subject: t('subject', { count: o.orders.length }),
    text: t('text', { count: o.orders.length, name: o.name, days: o.days, lines: lines.join('\n') }),
  };
}
