import { formatDate, formatIban, formatPrice, toLocale, type Bill, type ReminderLevel } from '@veloport/domain';
import type { BusinessIdentity } from '../../../config';
import { wordsOf } from '../../../platform/words';

/** Payment reminders in the customer's language (the bill's), three levels of firmness (decision 047). */
export function paymentReminderMail(input: {
  bill: Bill;
  level: ReminderLevel;
  name: string;
  openCents: number;
  business: BusinessIdentity;
  /** The bill's page in the customer's space, where it is paid online (when the portal takes online payments). */
  payOnlineLink?: string | null;
}): { subject: string; text: string } {
  const { bill, level, business } = input;
  const t = wordsOf(toLocale(bill.customer.language), 'mails', 'paymentReminder');
  const number = bill.number ?? `#${bill.id}`;
  const text = [
    t('hello', { name: input.name }),
    '',
    t(`opening.${level}`, { number, due: formatDate(bill.dueDate) }),
    t('left', { amount: formatPrice(input.openCents) }),
    t('pay', { iban: formatIban(business.iban), bic: business.bic, communication: bill.structuredCommunication }),
    ...(input.payOnlineLink ? [t('payOnline', { link: input.payOnlineLink })] : []),
    '',
    t(`closing.${level}`),
    ...(level === 'first' ? [] : [t('paid')]),
    '',
    t('sign'),
    business.name,
  ].join('\n');
  return { subject: t(`subject.${level}`, { number, business: business.name }), text };
}
