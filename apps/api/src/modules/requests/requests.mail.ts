import type { Locale, REQUEST_TYPES } from '@veloport/domain';

type RequestType = (typeof REQUEST_TYPES)[number];
type MailText = {
  subject: (what: string) => string;
  greeting: (name: string) => string;
  intro: (what: string, date: string) => string;
  /** Invites an answer by e-mail: only when the mail carries the shop's Reply-To (the sender is a no-reply address). */
  replyHint: string;
  closing: (author: string) => string;
};

/** What the visitor asked for, in their words: "your test-ride request". */
const WHAT: Record<Locale, Record<RequestType, string>> = {
  fr: {
    contact: 'votre message',
    trade_in: 'votre demande de reprise',
    leasing: 'votre demande de leasing',
    test_ride: "votre demande d'essai ou de location",
  },
  en: {
    contact: 'your message',
    trade_in: 'your trade-in request',
    leasing: 'your leasing request',
    test_ride: 'your test-ride or rental request',
  },
  nl: {
    contact: 'je bericht',
    trade_in: 'je overnameaanvraag',
    leasing: 'je leasingaanvraag',
    test_ride: 'je aanvraag voor een proefrit of huur',
  },
};

const TEXTS: Record<Locale, MailText> = {
  fr: {
    subject: (what) => `Veloport : réponse à ${what}`,
    greeting: (name) => `Bonjour ${name},`,
    intro: (what, date) => `Merci pour ${what} du ${date}. Voici notre réponse :`,
    replyHint: "Vous pouvez répondre à ce message pour poursuivre l'échange.",
    closing: (author) => `Bien à vous,\n${author}\nL'équipe Veloport`,
  },
  en: {
    subject: (what) => `Veloport: an answer to ${what}`,
    greeting: (name) => `Hello ${name},`,
    intro: (what, date) => `Thank you for ${what} of ${date}. Here is our answer:`,
    replyHint: 'You can reply to this message to carry on the conversation.',
    closing: (author) => `Kind regards,\n${author}\nThe Veloport team`,
  },
  nl: {
    subject: (what) => `Veloport: antwoord op ${what}`,
    greeting: (name) => `Hallo ${name},`,
    intro: (what, date) => `Bedankt voor ${what} van ${date}. Hier is ons antwoord:`,
    replyHint: 'Je kunt op dit bericht antwoorden om het gesprek voort te zetten.',
    closing: (author) => `Met vriendelijke groeten,\n${author}\nHet Veloport-team`,
  },
};

const DATE_LOCALES: Record<Locale, string> = { fr: 'fr-BE', en: 'en-GB', nl: 'nl-BE' };

/** The reply to a public request, in the requester's language: greeting, the staff's message, closing. */
export function replyMail(
  locale: Locale,
  request: { type: RequestType; firstname: string; createdAt: Date },
  message: string,
  author: string,
  canReply: boolean,
) {
  const t = TEXTS[locale];
  const what = WHAT[locale][request.type];
  const date = dateOf(locale, request.createdAt);
  return {
    subject: t.subject(what),
    text: `${t.greeting(request.firstname)}\n\n${t.intro(what, date)}\n\n${message}\n\n${canReply ? `${t.replyHint}\n\n` : ''}${t.closing(author)}`,
  };
}

const dateOf = (locale: Locale, at: Date) =>
  at.toLocaleDateString(DATE_LOCALES[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Brussels' });

type AckText = { subject: (what: string) => string; body: (what: string, date: string) => string; replyHint: string; closing: string };
const ACK: Record<Locale, AckText> = {
  fr: {
    subject: (what) => `Veloport : nous avons bien reçu ${what}`,
    body: (what, date) => `Merci pour ${what} du ${date} : nous vous répondrons au plus vite, en général sous deux jours ouvrables.`,
    replyHint: 'Pour ajouter une précision, répondez simplement à ce message.',
    closing: "Bien à vous,\nL'équipe Veloport",
  },
  en: {
    subject: (what) => `Veloport: we have received ${what}`,
    body: (what, date) => `Thank you for ${what} of ${date}: we will answer as soon as we can, usually within two working days.`,
    replyHint: 'To add anything, simply reply to this message.',
    closing: 'Kind regards,\nThe Veloport team',
  },
  nl: {
    subject: (what) => `Veloport: we hebben ${what} goed ontvangen`,
    body: (what, date) => `Bedankt voor ${what} van ${date}: we antwoorden zo snel mogelijk, meestal binnen twee werkdagen.`,
    replyHint: 'Wil je iets toevoegen? Antwoord dan gewoon op dit bericht.',
    closing: 'Met vriendelijke groeten,\nHet Veloport-team',
  },
};

/** The acknowledgement a visitor gets for each public request, in their language; it invites a reply only when one reaches the shop. */
export function acknowledgementMail(locale: Locale, request: { type: RequestType; firstname: string; createdAt: Date }, canReply: boolean) {
  const t = ACK[locale];
  const what = WHAT[locale][request.type];
  return {
    subject: t.subject(what),
    text: `${TEXTS[locale].greeting(request.firstname)}\n\n${t.body(what, dateOf(locale, request.createdAt))}\n\n${canReply ? `${t.replyHint}\n\n` : ''}${t.closing}`,
  };
}
