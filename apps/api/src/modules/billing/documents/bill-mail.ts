import { billLanguage, formatDate, formatIban, formatPrice, type Bill } from '@veloport/domain';
import type { BusinessIdentity } from '../../../config';
import { wordsOf } from '../../../platform/words';
import { billTitle } from './bill.pdf';

/** The e-mail that carries a bill's PDF, in the customer's language, the same as the PDF (decision 043). */
export function billMail(bill: Bill, business: BusinessIdentity, name: string): { subject: string; text: string; filename: string } {
  const locale = billLanguage(bill.customer.language);
  const t = wordsOf(locale, 'mails', 'bill');
  const title = billTitle(bill, locale);
  const amount = bill.totals.inclVatCents;
  const money =
    bill.kind === 'credit_note'
      ? [t('refund', { amount: formatPrice(-amount) })]
      : amount > 0
        ? [
            bill.dueDate
              ? t('pay', { amount: formatPrice(amount), due: formatDate(bill.dueDate) })
              : t('payNow', { amount: formatPrice(amount) }),
            t('how', { iban: formatIban(business.iban), bic: business.bic, communication: bill.structuredCommunication }),
          ]
        : [];
  const kind = bill.kind === 'credit_note' ? 'creditNote' : 'invoice';
  const text = [
    t('hello', { name }),
    '',
    bill.number ? t(kind, { number: bill.number }) : t(`${kind}Draft`),
    ...money,
    '',
    t('questions'),
    '',
    t('sign'),
    business.name,
  ].join('\n');
  return {
    subject: t('subject', { title, business: business.name }),
    text,
    filename: `${title.replace(/[^\p{L}\p{N}-]+/gu, '-')}.pdf`,
  };
}
