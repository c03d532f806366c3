import { formatDateTime, type AssistanceKind, type Locale } from '@veloport/domain';
import { wordsOf } from '../../../platform/words';

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
  const t = wordsOf(locale, 'mails', 'assistance');
  const link = `${f.publicUrl}/${locale}/dashboard/reservations/assistance/${f.id}`;
  const lines = [
    t('hello', { name }),
    '',
    t('body', { who: f.reporter, company: f.company, code: f.code, start: formatDateTime(f.start) }),
    ...(f.comment ? [t('comment', { comment: f.comment })] : []),
    '',
    t('link', { link }),
    '',
    t('sign'),
  ];
  return { subject: t('subject', { id: f.id, kind: t(`kinds.${f.kind}`), bike: f.bike }), text: lines.join('\n') };
}

/** A problem's kind in running text ("flat tyre"), as the mail says it; the downloaded list too. */
export const assistanceKindWord = (locale: Locale, kind: string) => wordsOf(locale, 'mails', 'assistance').code('kinds', kind);
