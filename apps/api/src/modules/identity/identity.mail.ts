import type { Locale } from '@veloport/domain';
import { wordsOf } from '../../platform/words';

/** Mail bodies in the recipient's language (the `mails` catalogue, decision 073); links point at the web routes of that locale. */
export function passwordMail(kind: 'reset' | 'set', locale: Locale, name: string, link: string) {
  const t = wordsOf(locale, 'mails', `identity.${kind}`);
  return { subject: t('subject'), text: t('text', { name, link }) };
}

/** Who asked for an account and for which company: an invitation names them, so the person knows it is expected. */
export type InvitationFacts = { inviter: string; company: string };

/** The invitation of an account made for a company (issue 25, point 12); without a company, the plain set-password mail. */
export function invitationMail(locale: Locale, name: string, link: string, facts: InvitationFacts | null) {
  if (!facts) return passwordMail('set', locale, name, link);
  const t = wordsOf(locale, 'mails', 'identity.invitation');
  const values = { name, link, inviter: facts.inviter, company: facts.company };
  return { subject: t('subject', values), text: t('text', values) };
}

/** The link that proves a mailbox: a company sign-up, or a new address for an existing account (decision 016). */
export function confirmEmailMail(kind: 'signup' | 'change', locale: Locale, name: string, link: string, companyName = '') {
  const t = wordsOf(locale, 'mails', `identity.${kind}`);
  return { subject: t('subject'), text: t('text', { name, link, company: companyName }) };
}

/**
 * Sent to the old address when the account holder asked the change themselves (signed in) or the account has no
 * password yet: the new address confirms, and the old one can cancel until then (decision 070).
 */
export function emailChangeNotice(locale: Locale, name: string, newEmail: string, cancel: string) {
  const t = wordsOf(locale, 'mails', 'identity.changeNotice');
  return { subject: t('subject'), text: t('text', { name, newEmail, cancel }) };
}

/**
 * Sent to the old address when someone else (a fleet manager, an admin) asked to move an account that is in use:
 * nothing goes to the new address until the old one approves, and the old one can refuse (decision 070).
 */
export function emailChangeApproval(locale: Locale, name: string, newEmail: string, links: { approve: string; cancel: string }) {
  const t = wordsOf(locale, 'mails', 'identity.changeApproval');
  return { subject: t('subject'), text: t('text', { name, newEmail, ...links }) };
}
