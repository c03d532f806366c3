import { formatDate, formatIban, formatPrice, toLocale, type Bill, type Locale, type ReminderLevel } from '@veloport/domain';
import type { BusinessIdentity } from '../../../config';

type Words = {
  subject: Record<ReminderLevel, string>;
  hello: string;
  opening: Record<ReminderLevel, (number: string, due: string) => string>;
  left: (amount: string) => string;
  pay: (iban: string, bic: string, communication: string) => string;
  closing: Record<ReminderLevel, string>;
  paid: string;
  sign: string;
};

/** Payment reminders in the customer's language (the bill's), three levels of firmness (decision 047). */
const T: Record<Locale, Words> = {
  fr: {
    subject: { first: 'Rappel de paiement', second: 'Deuxième rappel de paiement', formal_notice: 'Mise en demeure' },
    hello: 'Bonjour',
    opening: {
      first: (n, due) => `Sauf erreur de notre part, la facture ${n}, échue le ${due}, n’est pas encore entièrement payée.`,
      second: (n, due) => `Malgré notre premier rappel, la facture ${n}, échue le ${due}, reste impayée.`,
      formal_notice: (n, due) =>
        `Malgré nos rappels, la facture ${n}, échue le ${due}, reste impayée. Par la présente, nous vous mettons en demeure de la payer.`,
    },
    left: (amount) => `Reste à payer : ${amount}.`,
    pay: (iban, bic, c) => `Merci de virer ce montant sur le compte ${iban} (BIC ${bic}) avec la communication structurée ${c}.`,
    closing: {
      first: 'Si votre paiement a croisé ce message, ne tenez pas compte de ce rappel.',
      second: 'Merci de régulariser dans les 8 jours. Une question ? Répondez simplement à cet e-mail.',
      formal_notice:
        'Sans paiement dans les 15 jours, nous nous réservons le droit de réclamer les intérêts de retard et l’indemnité forfaitaire prévus par la loi du 2 août 2002.',
    },
    paid: 'Si vous avez payé entre-temps, merci de ne pas tenir compte de ce message.',
    sign: 'Bien cordialement,',
  },
  nl: {
    subject: { first: 'Betalingsherinnering', second: 'Tweede betalingsherinnering', formal_notice: 'Ingebrekestelling' },
    hello: 'Beste',
    opening: {
      first: (n, due) => `Tenzij wij ons vergissen, is factuur ${n}, vervallen op ${due}, nog niet volledig betaald.`,
      second: (n, due) => `Ondanks onze eerste herinnering blijft factuur ${n}, vervallen op ${due}, onbetaald.`,
      formal_notice: (n, due) =>
        `Ondanks onze herinneringen blijft factuur ${n}, vervallen op ${due}, onbetaald. Hierbij stellen wij u in gebreke om ze te betalen.`,
    },
    left: (amount) => `Nog te betalen: ${amount}.`,
    pay: (iban, bic, c) => `Gelieve dit bedrag over te schrijven op rekening ${iban} (BIC ${bic}) met de gestructureerde mededeling ${c}.`,
    closing: {
      first: 'Hebben deze herinnering en uw betaling elkaar gekruist, dan mag u ze als onbestaande beschouwen.',
      second: 'Gelieve dit binnen 8 dagen te regelen. Een vraag? Antwoord gewoon op deze e-mail.',
      formal_notice:
        'Zonder betaling binnen 15 dagen behouden wij ons het recht voor de verwijlintresten en de forfaitaire schadevergoeding van de wet van 2 augustus 2002 te vorderen.',
    },
    paid: 'Hebt u intussen betaald, dan mag u dit bericht negeren.',
    sign: 'Met vriendelijke groeten,',
  },
  en: {
    subject: { first: 'Payment reminder', second: 'Second payment reminder', formal_notice: 'Formal notice' },
    hello: 'Hello',
    opening: {
      first: (n, due) => `Unless we are mistaken, invoice ${n}, due on ${due}, has not been paid in full yet.`,
      second: (n, due) => `Despite our first reminder, invoice ${n}, due on ${due}, remains unpaid.`,
      formal_notice: (n, due) =>
        `Despite our reminders, invoice ${n}, due on ${due}, remains unpaid. We hereby give you formal notice to pay it.`,
    },
    left: (amount) => `Amount left to pay: ${amount}.`,
    pay: (iban, bic, c) => `Please transfer this amount to account ${iban} (BIC ${bic}) with the structured communication ${c}.`,
    closing: {
      first: 'If your payment crossed this message, please disregard this reminder.',
      second: 'Please settle it within 8 days. A question? Simply reply to this e-mail.',
      formal_notice:
        'Without payment within 15 days, we reserve the right to claim the late-payment interest and the fixed compensation provided by the Belgian law of 2 August 2002.',
    },
    paid: 'If you have paid in the meantime, please disregard this message.',
    sign: 'Kind regards,',
  },
};

export function paymentReminderMail(input: {
  bill: Bill;
  level: ReminderLevel;
  name: string;
  openCents: number;
  business: BusinessIdentity;
}): { subject: string; text: string } {
  const { bill, level, business } = input;
  const t = T[toLocale(bill.customer.language)];
  const number = bill.number ?? `#${bill.id}`;
  const text = [
    `${t.hello} ${input.name},`,
    '',
    t.opening[level](number, formatDate(bill.dueDate)),
    t.left(formatPrice(input.openCents)),
    t.pay(formatIban(business.iban), business.bic, bill.structuredCommunication),
    '',
    t.closing[level],
    ...(level === 'first' ? [] : [t.paid]),
    '',
    t.sign,
    business.name,
  ].join('\n');
  return { subject: `${t.subject[level]} — ${number} — ${business.name}`, text };
}
