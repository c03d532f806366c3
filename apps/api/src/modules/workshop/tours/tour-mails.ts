import type { Locale } from '@veloport/domain';

/** The customer's mail when a tour is confirmed: the day and the time window the mechanic comes, in their language. */
const WORDS = {
  fr: {
    subject: (id: number) => `Veloport : passage du mécanicien pour votre entretien n° ${id}`,
    body: (bike: string, date: string, from: string, to: string, address: string) =>
      `Notre mécanicien passera pour l'entretien de votre vélo (${bike}) le ${date}, entre ${from} et ${to}, à l'adresse : ${address}.`,
    cancelled: (bike: string, date: string) =>
      `Le passage de notre mécanicien prévu le ${date} pour votre vélo (${bike}) est annulé. L'atelier vous proposera une nouvelle date.`,
    hello: 'Bonjour',
    link: 'Suivre la demande : ',
    sign: "L'atelier Veloport",
  },
  en: {
    subject: (id: number) => `Veloport: the mechanic's visit for your maintenance no. ${id}`,
    body: (bike: string, date: string, from: string, to: string, address: string) =>
      `Our mechanic will come for your bike's maintenance (${bike}) on ${date}, between ${from} and ${to}, at: ${address}.`,
    cancelled: (bike: string, date: string) =>
      `Our mechanic's visit planned on ${date} for your bike (${bike}) is cancelled. The workshop will offer you a new date.`,
    hello: 'Hello',
    link: 'Follow the request: ',
    sign: 'The Veloport workshop',
  },
  nl: {
    subject: (id: number) => `Veloport: bezoek van de mecanicien voor je onderhoud nr. ${id}`,
    body: (bike: string, date: string, from: string, to: string, address: string) =>
      `Onze mecanicien komt langs voor het onderhoud van je fiets (${bike}) op ${date}, tussen ${from} en ${to}, op het adres: ${address}.`,
    cancelled: (bike: string, date: string) =>
      `Het bezoek van onze mecanicien op ${date} voor je fiets (${bike}) is geannuleerd. De werkplaats stelt je een nieuwe datum voor.`,
    hello: 'Hallo',
    link: 'Volg de aanvraag: ',
    sign: 'De Veloport-werkplaats',
  },
} as const;

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
  const w = WORDS[v.locale];
  const [y, m, d] = v.date.split('-');
  return {
    subject: w.subject(v.requestId),
    text: `${w.hello} ${v.name},\n\n${w.body(v.bike, `${d}/${m}/${y}`, v.from, v.to, v.address)}\n\n${w.link}${v.link}\n\n${w.sign}`,
  };
}

/** The customer's mail when their confirmed visit is taken off the tour (stop removed or tour cancelled). */
export function visitCancelledMail(v: Omit<VisitMail, 'from' | 'to' | 'address'>) {
  const w = WORDS[v.locale];
  const [y, m, d] = v.date.split('-');
  return {
    subject: w.subject(v.requestId),
    text: `${w.hello} ${v.name},\n\n${w.cancelled(v.bike, `${d}/${m}/${y}`)}\n\n${w.link}${v.link}\n\n${w.sign}`,
  };
}
