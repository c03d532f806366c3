import type { Locale, REQUEST_TYPES } from '@veloport/domain';
import { wordsOf } from '../../platform/words';

type RequestType = (typeof REQUEST_TYPES)[number];
const DATE_LOCALES: Record<Locale, string> = { fr: 'fr-BE', en: 'en-GB', nl: 'nl-BE' };

/** The reply to a public request, in the requester's language: greeting, the staff's message, closing. */
export function replyMail(
  locale: Locale,
  request: { type: RequestType; firstname: string; createdAt: Date },
  message: string,
  author: string,
  canReply: boolean,
) {
  const t = wordsOf(locale, 'mails', 'requests');
  const what = t(`what.${request.type}`);
  const date = dateOf(locale, request.createdAt);
  return {
    subject: t('reply.subject', { what }),
    // The hint invites an answer by e-mail: only when the mail carries the shop's Reply-To (the sender is a no-reply address).
    text: [
      t('greeting', { name: request.firstname }),
      t('reply.intro', { what, date }),
      message,
      ...(canReply ? [t('reply.replyHint')] : []),
      t('reply.closing', { author }),
    ].join('\n\n'),
  };
}

const dateOf = (locale: Locale, at: Date) =>
  at.toLocaleDateString(DATE_LOCALES[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Brussels' });

/** The acknowledgement a visitor gets for each public request, in their language; it invites a reply only when one reaches the shop. */
export function acknowledgementMail(locale: Locale, request: { type: RequestType; firstname: string; createdAt: Date }, canReply: boolean) {
  const t = wordsOf(locale, 'mails', 'requests');
  const what = t(`what.${request.type}`);
  return {
    subject: t('ack.subject', { what }),
    text: [
      t('greeting', { name: request.firstname }),
      t('ack.body', { what, date: dateOf(locale, request.createdAt) }),
      ...(canReply ? [t('ack.replyHint')] : []),
      t('ack.closing'),
    ].join('\n\n'),
  };
}
