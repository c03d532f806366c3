import { formatDate, formatIban, formatPrice, type Bill, type Locale } from '@veloport/domain';
import type { BusinessIdentity } from '../../../config';
import { billLocale, billTitle } from './bill.pdf';

/** The e-mail that carries a bill's PDF, in the customer's language, the same as the PDF (decision 043). */
const T: Record<
  Locale,
  {
    hello: string;
    invoice: string;
    creditNote: string;
    pay: (amount: string, due: string) => string;
    how: string;
    communication: string;
    refund: (amount: string) => string;
    questions: string;
    sign: string;
  }
> = {
  fr: {
    hello: 'Bonjour',
    invoice: 'Veuillez trouver ci-joint notre facture',
    creditNote: 'Veuillez trouver ci-joint notre note de crédit',
    pay: (amount, due) => `Montant à payer : ${amount}, au plus tard le ${due}.`,
    how: 'Virement sur le compte',
    communication: 'avec la communication structurée',
    refund: (amount) => `Elle annule ${amount} en votre faveur.`,
    questions: 'Une question ? Répondez simplement à cet e-mail.',
    sign: 'Bien cordialement,',
  },
  nl: {
    hello: 'Beste',
    invoice: 'In bijlage vindt u onze factuur',
    creditNote: 'In bijlage vindt u onze creditnota',
    pay: (amount, due) => `Te betalen bedrag: ${amount}, uiterlijk op ${due}.`,
    how: 'Overschrijving op rekening',
    communication: 'met de gestructureerde mededeling',
    refund: (amount) => `Ze crediteert ${amount} in uw voordeel.`,
    questions: 'Een vraag? Antwoord gewoon op deze e-mail.',
    sign: 'Met vriendelijke groeten,',
  },
  en: {
    hello: 'Hello',
    invoice: 'Please find attached our invoice',
    creditNote: 'Please find attached our credit note',
    pay: (amount, due) => `Amount to pay: ${amount}, by ${due} at the latest.`,
    how: 'Bank transfer to account',
    communication: 'with the structured communication',
    refund: (amount) => `It credits ${amount} in your favour.`,
    questions: 'A question? Simply reply to this e-mail.',
    sign: 'Kind regards,',
  },
};

export function billMail(bill: Bill, business: BusinessIdentity, name: string): { subject: string; text: string; filename: string } {
  const locale = billLocale(bill.customer.language);
  const t = T[locale];
  const title = billTitle(bill, locale);
  const amount = bill.totals.inclVatCents;
  const money =
    bill.kind === 'credit_note'
      ? [t.refund(formatPrice(-amount))]
      : amount > 0
        ? [
            t.pay(formatPrice(amount), formatDate(bill.dueDate)),
            `${t.how} ${formatIban(business.iban)} (BIC ${business.bic}) ${t.communication} ${bill.structuredCommunication}.`,
          ]
        : [];
  const text = [
    `${t.hello} ${name},`,
    '',
    `${bill.kind === 'credit_note' ? t.creditNote : t.invoice} ${bill.number ?? ''}.`.replace(' .', '.'),
    ...money,
    '',
    t.questions,
    '',
    t.sign,
    business.name,
  ].join('\n');
  return { subject: `${title} — ${business.name}`, text, filename: `${title.replace(/[^\p{L}\p{N}-]+/gu, '-')}.pdf` };
}
