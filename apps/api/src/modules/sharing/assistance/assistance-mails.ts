import { formatDateTime, type AssistanceKind, type Locale } from '@veloport/domain';

/** The new-report mail to the company's fleet managers and the workshop, in each reader's language (decision 038). */
const KINDS: Record<Locale, Record<AssistanceKind, string>> = {
  fr: { flat_tyre: 'pneu crevé', lock: 'cadenas', damage: 'dégât', other: 'autre problème' },
  en: { flat_tyre: 'flat tyre', lock: 'lock', damage: 'damage', other: 'other problem' },
  nl: { flat_tyre: 'lekke band', lock: 'slot', damage: 'schade', other: 'ander probleem' },
};

const TEXT = {
  fr: {
    subject: (id: number, kind: string, bike: string) => `Veloport : assistance n° ${id} – ${kind} sur le vélo partagé ${bike}`,
    hello: 'Bonjour',
    body: (who: string, company: string, code: string, start: string) =>
      `${who} (${company}) signale un problème avec le vélo de la réservation ${code} du ${start}.`,
    comment: 'Commentaire : ',
    link: 'Voir le signalement : ',
    sign: "L'équipe Veloport",
  },
  en: {
    subject: (id: number, kind: string, bike: string) => `Veloport: assistance no. ${id} – ${kind} on shared bike ${bike}`,
    hello: 'Hello',
    body: (who: string, company: string, code: string, start: string) =>
      `${who} (${company}) reports a problem with the bike of reservation ${code} of ${start}.`,
    comment: 'Comment: ',
    link: 'See the report: ',
    sign: 'The Veloport team',
  },
  nl: {
    subject: (id: number, kind: string, bike: string) => `Veloport: assistentie nr. ${id} – ${kind} op deelfiets ${bike}`,
    hello: 'Hallo',
    body: (who: string, company: string, code: string, start: string) =>
      `${who} (${company}) meldt een probleem met de fiets van reservering ${code} van ${start}.`,
    comment: 'Opmerking: ',
    link: 'Bekijk de melding: ',
    sign: 'Het Veloport-team',
  },
} as const;

export type NewReportFacts = {
  id: number;
  kind: AssistanceKind;
  bike: string;
  reporter: string;
  company: string;
  code: string;
  start: Date;
  comment: string;
  publicUrl: string;
};

export function newReportMail(locale: Locale, name: string, f: NewReportFacts) {
  const t = TEXT[locale];
  const link = `${f.publicUrl}/${locale}/dashboard/reservations/assistance/${f.id}`;
  const lines = [
    `${t.hello} ${name},`,
    '',
    t.body(f.reporter, f.company, f.code, formatDateTime(f.start)),
    ...(f.comment ? [`${t.comment}${f.comment}`] : []),
    '',
    `${t.link}${link}`,
    '',
    t.sign,
  ];
  return { subject: t.subject(f.id, KINDS[locale][f.kind], f.bike), text: lines.join('\n') };
}

export const assistanceKindWord = (locale: Locale, kind: string) => KINDS[locale][kind as AssistanceKind] ?? kind;
