import { formatDateTime, type Locale, type MaintenanceStep } from '@veloport/domain';

/** The customer's mails: each step of the job and each round of date proposals, in their language (decision 029). */
const SIGN = { fr: "L'atelier Veloport", en: 'The Veloport workshop', nl: 'De Veloport-werkplaats' } as const;
const HELLO = { fr: 'Bonjour', en: 'Hello', nl: 'Hallo' } as const;
const LINK = { fr: 'Suivre la demande : ', en: 'Follow the request: ', nl: 'Volg de aanvraag: ' } as const;

const STEP_WORDS: Record<Locale, Record<MaintenanceStep, string>> = {
  fr: {
    reception: 'réceptionné',
    diagnosis: 'en diagnostic',
    quote: 'en attente de devis',
    waiting_for_part: 'en attente de pièces',
    in_progress: 'en réparation',
    completed: 'réparé : l’entretien est terminé',
  },
  en: {
    reception: 'received',
    diagnosis: 'being diagnosed',
    quote: 'waiting for a quote',
    waiting_for_part: 'waiting for parts',
    in_progress: 'being repaired',
    completed: 'repaired: the maintenance is finished',
  },
  nl: {
    reception: 'ontvangen',
    diagnosis: 'in diagnose',
    quote: 'in afwachting van een offerte',
    waiting_for_part: 'in afwachting van onderdelen',
    in_progress: 'in herstelling',
    completed: 'hersteld: het onderhoud is klaar',
  },
};

const STEP = {
  fr: {
    subject: (id: number) => `Veloport : votre demande d'entretien n° ${id} avance`,
    body: (bike: string, step: string) => `Votre vélo (${bike}) est ${step}.`,
  },
  en: {
    subject: (id: number) => `Veloport: your maintenance request no. ${id} is moving`,
    body: (bike: string, step: string) => `Your bike (${bike}) is ${step}.`,
  },
  nl: {
    subject: (id: number) => `Veloport: je onderhoudsaanvraag nr. ${id} vordert`,
    body: (bike: string, step: string) => `Je fiets (${bike}) is ${step}.`,
  },
} as const;

const DATES = {
  fr: {
    subject: (id: number) => `Veloport : des dates pour votre entretien n° ${id}`,
    body: (bike: string) =>
      `L'atelier vous propose ces dates pour l'entretien de votre vélo (${bike}). Acceptez-en une ou refusez-les avec un commentaire :`,
  },
  en: {
    subject: (id: number) => `Veloport: dates for your maintenance no. ${id}`,
    body: (bike: string) =>
      `The workshop proposes these dates for your bike's maintenance (${bike}). Accept one, or refuse them with a comment:`,
  },
  nl: {
    subject: (id: number) => `Veloport: data voor je onderhoud nr. ${id}`,
    body: (bike: string) =>
      `De werkplaats stelt deze data voor voor het onderhoud van je fiets (${bike}). Aanvaard er één of weiger ze met een opmerking:`,
  },
} as const;

type Who = { locale: Locale; name: string; requestId: number; bike: string; link: string };
const frame = (w: Who, body: string) => `${HELLO[w.locale]} ${w.name},\n\n${body}\n\n${LINK[w.locale]}${w.link}\n\n${SIGN[w.locale]}`;

export function stepMail(step: MaintenanceStep, w: Who) {
  const t = STEP[w.locale];
  return { subject: t.subject(w.requestId), text: frame(w, t.body(w.bike, STEP_WORDS[w.locale][step])) };
}

export function dateProposalsMail(dates: string[], w: Who) {
  const t = DATES[w.locale];
  return { subject: t.subject(w.requestId), text: frame(w, `${t.body(w.bike)}\n${dates.map((d) => `- ${formatDateTime(d)}`).join('\n')}`) };
}
