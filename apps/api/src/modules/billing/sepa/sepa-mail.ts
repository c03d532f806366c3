import { formatDate, formatPrice, formatStructuredCommunication, type Locale } from '@veloport/domain';

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

const T: Record<
  Locale,
  {
    subject: (business: string, date: string) => string;
    hello: string;
    intro: (amount: string, date: string) => string;
    mandate: string;
    creditor: string;
    bill: string;
    communication: string;
    account: string;
    questions: string;
    sign: string;
  }
> = {
  fr: {
    subject: (b, d) => `Prélèvement SEPA du ${d} — ${b}`,
    hello: 'Bonjour',
    intro: (a, d) => `Conformément à votre mandat de domiciliation, nous prélèverons ${a} sur votre compte le ${d}.`,
    mandate: 'Référence du mandat',
    creditor: 'Identifiant créancier',
    bill: 'Facture',
    communication: 'communication structurée',
    account: 'Veillez à ce que votre compte soit suffisamment approvisionné à cette date.',
    questions: 'Une question ? Répondez simplement à cet e-mail.',
    sign: 'Bien cordialement,',
  },
  nl: {
    subject: (b, d) => `SEPA-domiciliëring van ${d} — ${b}`,
    hello: 'Beste',
    intro: (a, d) => `Volgens uw domiciliëringsmandaat zullen wij op ${d} ${a} van uw rekening innen.`,
    mandate: 'Mandaatreferentie',
    creditor: 'Identificatienummer schuldeiser',
    bill: 'Factuur',
    communication: 'gestructureerde mededeling',
    account: 'Zorg ervoor dat uw rekening op die datum voldoende gestijfd is.',
    questions: 'Een vraag? Antwoord gewoon op deze e-mail.',
    sign: 'Met vriendelijke groeten,',
  },
  en: {
    subject: (b, d) => `SEPA direct debit on ${d} — ${b}`,
    hello: 'Hello',
    intro: (a, d) => `Under your direct-debit mandate, we will collect ${a} from your account on ${d}.`,
    mandate: 'Mandate reference',
    creditor: 'Creditor identifier',
    bill: 'Invoice',
    communication: 'structured communication',
    account: 'Please make sure your account has enough funds on that date.',
    questions: 'A question? Simply reply to this e-mail.',
    sign: 'Kind regards,',
  },
};

export function preNotificationMail(n: PreNotification): { subject: string; text: string } {
  const w = T[n.locale] ?? T.fr;
  const date = formatDate(n.collectionDate);
  const total = n.debits.reduce((sum, d) => sum + d.amountCents, 0);
  const lines = n.debits.map(
    (d) =>
      `- ${w.bill} ${d.number ?? ''} (${w.communication} ${formatStructuredCommunication(d.structuredCommunication)}): ${formatPrice(d.amountCents)}`,
  );
  const text = [
    `${w.hello} ${n.name},`,
    '',
    w.intro(formatPrice(total), date),
    '',
    ...lines,
    '',
    `${w.mandate}: ${n.mandateReference}`,
    `${w.creditor}: ${n.creditorId}`,
    '',
    w.account,
    w.questions,
    '',
    w.sign,
    n.businessName,
  ].join('\n');
  return { subject: w.subject(n.businessName, date), text };
}
