import { formatDate, formatPrice, formatStructuredCommunication, type Locale } from '@veloport/domain';
import { wordsOf } from '../../../platform/words';

/** The pre-notification of a direct debit (SEPA rulebook): amount, date, mandate and creditor, in the debtor's language. */
export type PreNotification = {
  locale: Locale;
  name: string;
  businessName: string;
  creditorId: string;
  mandateReference: string;
  collectionDate: string;
  debits: { number: string | null; structuredCommunication: string; amountCents: number }[];
};

export function preNotificationMail(n: PreNotification): { subject: string; text: string } {
  const w = wordsOf(n.locale, 'mails', 'sepa');
  const date = formatDate(n.collectionDate);
  const total = n.debits.reduce((sum, d) => sum + d.amountCents, 0);
  const lines = n.debits.map((d) =>
    w('debit', {
      number: d.number ?? '',
      communication: formatStructuredCommunication(d.structuredCommunication),
      amount: formatPrice(d.amountCents),
    }),
  );
  const text = [
    w('hello', { name: n.name }),
    '',
    w('intro', { amount: formatPrice(total), date }),
    '',
    ...lines,
    '',
    w('mandate', { reference: n.mandateReference }),
    w('creditor', { creditorId: n.creditorId }),
    '',
    w('account'),
    w('questions'),
    '',
    w('sign'),
    n.businessName,
  ].join('\n');
  return { subject: w('subject', { business: n.businessName, date }), text };
}
