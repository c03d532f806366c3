import { formatDateTime, type Locale, type MaintenanceStep } from '@veloport/domain';
import { wordsOf } from '../../../platform/words';

type Who = { locale: Locale; name: string; requestId: number; bike: string; link: string };
const frame = (w: Who, body: string) => wordsOf(w.locale, 'mails', 'maintenance')('text', { name: w.name, body, link: w.link });

export function stepMail(step: MaintenanceStep, w: Who) {
  const t = wordsOf(w.locale, 'mails', 'maintenance');
  return { subject: t('step.subject', { id: w.requestId }), text: frame(w, t('step.body', { bike: w.bike, step: t(`steps.${step}`) })) };
}

export function dateProposalsMail(dates: string[], w: Who) {
  const t = wordsOf(w.locale, 'mails', 'maintenance');
  const list = dates.map((d) => `- ${formatDateTime(d)}`).join('\n');
  return { subject: t('dates.subject', { id: w.requestId }), text: frame(w, `${t('dates.body', { bike: w.bike })}\n${list}`) };
}
