import { formatDateTime, isLocale, type Locale } from '@veloport/domain';

/** The booked person's confirmation (decision 039): code, bike, building and times, in their language. */
const TEXT: Record<
  Locale,
  {
    subject: (code: string) => string;
    hello: string;
    booked: string;
    byOther: (who: string) => string;
    code: string;
    bike: string;
    building: string;
    from: string;
    to: string;
    link: string;
    sign: string;
  }
> = {
  fr: {
    subject: (code) => `Veloport : votre réservation de vélo partagé ${code}`,
    hello: 'Bonjour',
    booked: 'Votre vélo partagé est réservé.',
    byOther: (who) => `${who} a fait cette réservation pour vous.`,
    code: 'Code de réservation',
    bike: 'Vélo',
    building: 'Bâtiment',
    from: 'Début',
    to: 'Fin',
    link: 'Vos réservations',
    sign: "L'équipe Veloport",
  },
  en: {
    subject: (code) => `Veloport: your shared-bike reservation ${code}`,
    hello: 'Hello',
    booked: 'Your shared bike is booked.',
    byOther: (who) => `${who} made this booking for you.`,
    code: 'Reservation code',
    bike: 'Bike',
    building: 'Building',
    from: 'Start',
    to: 'End',
    link: 'Your reservations',
    sign: 'The Veloport team',
  },
  nl: {
    subject: (code) => `Veloport: je reservatie van een deelfiets ${code}`,
    hello: 'Hallo',
    booked: 'Je deelfiets is gereserveerd.',
    byOther: (who) => `${who} heeft deze reservatie voor jou gemaakt.`,
    code: 'Reservatiecode',
    bike: 'Fiets',
    building: 'Gebouw',
    from: 'Begin',
    to: 'Einde',
    link: 'Je reservaties',
    sign: 'Het Veloport-team',
  },
};

export function bookingMail(o: {
  language: string;
  name: string;
  code: string;
  bike: string;
  building: string;
  start: Date;
  end: Date;
  bookedBy: string | null;
  link: string;
}) {
  const locale: Locale = isLocale(o.language) ? o.language : 'fr';
  const t = TEXT[locale];
  const colon = locale === 'fr' ? ' : ' : ': ';
  const lines = [
    `${t.hello} ${o.name},`,
    '',
    t.booked,
    ...(o.bookedBy ? [t.byOther(o.bookedBy)] : []),
    '',
    `${t.code}${colon}${o.code}`,
    `${t.bike}${colon}${o.bike}`,
    ...(o.building ? [`${t.building}${colon}${o.building}`] : []),
    `${t.from}${colon}${formatDateTime(o.start)}`,
    `${t.to}${colon}${formatDateTime(o.end)}`,
    '',
    `${t.link}${colon}${o.link}`,
    '',
    t.sign,
  ];
  return { subject: t.subject(o.code), text: lines.join('\n') };
}
