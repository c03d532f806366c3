import { formatDateTime, type Locale, type REQUEST_TYPES } from '@veloport/domain';
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

/** What a test ride or rental asked for, restated in its acknowledgement (issue 25, point 9). */
export type TestRideRecap = { kind: 'rental' | 'test_ride'; bike: string | null; start: string; end: string; store: string | null };

function recapLines(t: ReturnType<typeof wordsOf>, recap: TestRideRecap): string {
  return [
    t('ack.recap.title'),
    `- ${t(`ack.recap.${recap.kind}`)}${recap.bike ? ` · ${recap.bike}` : ''}`,
    `- ${t('ack.recap.when', { start: formatDateTime(recap.start), end: formatDateTime(recap.end) })}`,
    `- ${recap.store ? t('ack.recap.store', { store: recap.store }) : t('ack.recap.anyStore')}`,
  ].join('\n');
}

/**
 * The acknowledgement a visitor gets for each public request, in their language; a test ride's restates what was asked
 * (bike, dates, store). It invites a reply only when one reaches the shop.
 */
export function acknowledgementMail(
  locale: Locale,
  request: { type: RequestType; firstname: string; createdAt: Date; recap?: TestRideRecap },
  canReply: boolean,
) {
  const t = wordsOf(locale, 'mails', 'requests');
  const what = t(`what.${request.type}`);
  return {
    subject: t('ack.subject', { what }),
    text: [
      t('greeting', { name: request.firstname }),
      t('ack.body', { what, date: dateOf(locale, request.createdAt) }),
      ...(request.recap ? [recapLines(t, request.recap)] : []),
      ...(canReply ? [t('ack.replyHint')] : []),
      t('ack.closing'),
    ].join('\n\n'),
  };
}
