import type { Locale, REQUEST_TYPES } from '@veloport/domain';

type RequestType = (typeof REQUEST_TYPES)[number];
type MailText = { subject: (what: string) => string; greeting: (name: string) => string; intro: (what: string, date: string) => string; closing: (author: string) => string };

/** What the visitor asked for, in their words: "your test-ride request". */
const WHAT: Record<Locale, Record<RequestType, string>> = {
  fr: { contact: 'votre message', trade_in: 'votre demande de reprise', leasing: 'votre demande de leasing', test_ride: "votre demande d'essai ou de location" },
  en: { contact: 'your message', trade_in: 'your trade-in request', leasing: 'your leasing request', test_ride: 'your test-ride or rental request' },
  nl: { contact: 'je bericht', trade_in: 'je overnameaanvraag', leasing: 'je leasingaanvraag', test_ride: 'je aanvraag voor een proefrit of huur' },
};

const TEXTS: Record<Locale, MailText> = {
  fr: {
    subject: (what) => `Veloport : réponse à ${what}`,
    greeting: (name) => `Bonjour ${name},`,
    intro: (what, date) => `Merci pour ${what} du ${date}. Voici notre réponse :`,
    closing: (author) => `Vous pouvez répondre à ce message pour poursuivre l'échange.\n\nBien à vous,\n${author}\nL'équipe Veloport`,
  },
  en: {
    subject: (what) => `Veloport: an answer to ${what}`,
    greeting: (name) => `Hello ${name},`,
    intro: (what, date) => `Thank you for ${what} of ${date}. Here is our answer:`,
    closing: (author) => `You can reply to this message to carry on the conversation.\n\nKind regards,\n${author}\nThe Veloport team`,
  },
  nl: {
    subject: (what) => `Veloport: antwoord op ${what}`,
    greeting: (name) => `Hallo ${name},`,
    intro: (what, date) => `Bedankt voor ${what} van ${date}. Hier is ons antwoord:`,
    closing: (author) => `Je kunt op dit bericht antwoorden om het gesprek voort te zetten.\n\nMet vriendelijke groeten,\n${author}\nHet Veloport-team`,
  },
};

const DATE_LOCALES: Record<Locale, string> = { fr: 'fr-BE', en: 'en-GB', nl: 'nl-BE' };

/** The reply to a public request, in the requester's language: greeting, the staff's message, closing. */
export function replyMail(locale: Locale, request: { type: RequestType; firstname: string; createdAt: Date }, message: string, author: string) {
  const t = TEXTS[locale];
  const what = WHAT[locale][request.type];
  const date = request.createdAt.toLocaleDateString(DATE_LOCALES[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Brussels' });
  return {
    subject: t.subject(what),
    text: `${t.greeting(request.firstname)}\n\n${t.intro(what, date)}\n\n${message}\n\n${t.closing(author)}`,
  };
}
