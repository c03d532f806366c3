import { formatDate, type Locale, type Questionnaire, type QuestionnaireFieldName, type QuestionnaireResponse } from '@veloport/domain';
import { downloadWords, yesNo, type ExportColumn } from '../../../platform/export';
import { wordsOf } from '../../../platform/words';

/** The downloaded lists in the reader's language. */
export function questionnaireColumns(locale: Locale): ExportColumn<Questionnaire>[] {
  const { headers: h, words: w } = downloadWords(locale, 'questionnaires');
  return [
    { header: 'ID', value: (q) => q.id },
    { header: h('title'), value: (q) => q.title },
    { header: h('slug'), value: (q) => q.slug },
    { header: h('active'), value: (q) => yesNo(w, q.isActive) },
    { header: h('responses'), value: (q) => q.responsesCount },
    { header: h('createdAt'), value: (q) => formatDate(q.createdAt) },
  ];
}

/** One column per field the questionnaire asks, after the submitted date. */
export function responseColumns(locale: Locale, questionnaire: Questionnaire): ExportColumn<QuestionnaireResponse>[] {
  const { headers: h, words: w } = downloadWords(locale, 'questionnaires');
  const usages = wordsOf(locale, 'questionnaires');
  const answer = (name: QuestionnaireFieldName) => (r: QuestionnaireResponse) => {
    const v = r.answers[name];
    if (v === undefined) return null;
    if (name === 'bikeUsage') return usages.code('usages', String(v));
    if (name === 'isElectric') return yesNo(w, v === true);
    return v;
  };
  return [
    { header: 'ID', value: (r) => r.id },
    { header: h('submittedAt'), value: (r) => formatDate(r.submittedAt) },
    ...questionnaire.fields.map((f) => ({ header: w(`questionnaires.fields.${f.name}`), value: answer(f.name) })),
    { header: h('language'), value: (r) => r.locale },
  ];
}
