import { formatDateTime, isLocale, type Locale } from '@veloport/domain';
import { wordsOf } from '../../platform/words';

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
  const t = wordsOf(locale, 'mails', 'reservations');
  const lines = [
    t('hello', { name: o.name }),
    '',
    t('booked'),
    ...(o.bookedBy ? [t('byOther', { who: o.bookedBy })] : []),
    '',
    t('code', { code: o.code }),
    t('bike', { bike: o.bike }),
    ...(o.building ? [t('building', { building: o.building })] : []),
    t('from', { date: formatDateTime(o.start) }),
    t('to', { date: formatDateTime(o.end) }),
    '',
    t('link', { link: o.link }),
    '',
    t('sign'),
  ];
  return { subject: t('subject', { code: o.code }), text: lines.join('\n') };
}
