import type { Locale } from '@veloport/domain';
import { wordsOf } from '../../platform/words';

/** Mail bodies in the recipient's language (the `mails` catalogue, decision 073); links point at the web routes of that locale. */
export function passwordMail(kind: 'reset' | 'set', locale: Locale, name: string, link: string) {
  const t = wordsOf(locale, 'mails', `identity.${kind}`);
  return { subject: t('subject'), text: t('text', { name, link }) };
}

/** The link that proves a mailbox: a company sign-up, or a new address for an existing account (decision 016). */
export function confirmEmailMail(kind: 'signup' | 'change', locale: Locale, name: string, link: string, companyName = '') {
  const t = wordsOf(locale, 'mails', `identity.${kind}`);
  return { subject: t('subject'), text: t('text', { name, link, company: companyName }) };
}

/** Sent to the old address when a change is asked, so a takeover attempt does not go unnoticed. */
export function emailChangeNotice(locale: Locale, name: string, newEmail: string) {
  const t = wordsOf(locale, 'mails', 'identity.changeNotice');
  return { subject: t('subject'), text: t('text', { name, newEmail }) };
}
