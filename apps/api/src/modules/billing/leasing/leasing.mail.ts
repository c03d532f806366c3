import { formatDate, formatPrice, type Locale } from '@veloport/domain';
import { wordsOf } from '../../../platform/words';

type NoticeMail = {
  locale: Locale;
  name: string;
  bike: string;
  endDate: string;
  buyOutCents: number;
  instalmentCents: number;
  link: string;
};

/** The end-of-lease notice in the reader's language: the three options and the link where the choice is made. */
export function endNoticeMail(m: NoticeMail): { subject: string; text: string } {
  const t = wordsOf(m.locale, 'mails', 'leasingEnd');
  const values = { name: m.name, bike: m.bike, date: formatDate(m.endDate), link: m.link };
  return {
    subject: t('subject', values),
    text: t('text', { ...values, price: formatPrice(m.buyOutCents), instalment: formatPrice(m.instalmentCents) }),
  };
}
