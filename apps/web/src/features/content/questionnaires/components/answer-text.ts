import type { QuestionnaireFieldName } from '@veloport/domain';
import type { TFunction } from 'i18next';

/** An answer as the admin reads it: usages and yes/no in their language, the height in cm, nothing as a dash. */
export function answerText(
  t: TFunction<'questionnaires'>,
  name: QuestionnaireFieldName,
  value: string | number | boolean | undefined,
): string {
  if (value === undefined || value === '') return '—';
  if (name === 'bikeUsage') return t(`usages.${String(value)}`, { defaultValue: String(value) });
  if (name === 'isElectric') return t(value === true ? 'yes' : 'no');
  return String(value);
}
