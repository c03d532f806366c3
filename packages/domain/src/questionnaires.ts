import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './email';
import type { FieldErrorCode } from './errors';
import { normalizePhone } from './phone';
import { slugify } from './slug';

/** The form fields a company questionnaire may ask (spec §3 Questionnaire), in the order the form shows them. */
export const QUESTIONNAIRE_FIELDS = ['name', 'firstname', 'email', 'phone', 'bikeUsage', 'isElectric', 'size'] as const;
export type QuestionnaireFieldName = (typeof QUESTIONNAIRE_FIELDS)[number];
export const BIKE_USAGES = ['city', 'sport', 'mountain', 'cargo', 'other'] as const;
export type BikeUsage = (typeof BIKE_USAGES)[number];
export type QuestionnaireField = { name: QuestionnaireFieldName; required: boolean };

/** `size` is the rider's height in centimetres (decision 054), as a user's size in spec §3: the shop picks the frame. */
export const RIDER_HEIGHT_CM = { min: 100, max: 230 } as const;
/** Text answers (a name) are kept short: a questionnaire is not a message box. */
export const ANSWER_TEXT_MAX = 80;
/** Responses per visitor address and questionnaire within an hour, as the other public forms (PUBLIC_REQUESTS_PER_HOUR). */
export const QUESTIONNAIRE_RESPONSES_PER_HOUR = 10;

export type AnswerValue = string | number | boolean;
export type Answers = Partial<Record<QuestionnaireFieldName, AnswerValue>>;
export type AnswersCheck = { answers: Answers; errors: Partial<Record<QuestionnaireFieldName, FieldErrorCode>> };

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function readBoolean(v: unknown): boolean | null {
  if (typeof v === 'boolean') return v;
  if (v === 'true') return true;
  if (v === 'false') return false;
  return null;
}

function readHeight(v: unknown): number | null {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d{2,3}\s*$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= RIDER_HEIGHT_CM.min && n <= RIDER_HEIGHT_CM.max ? n : null;
}

/** One answer checked and normalised (e-mail lower-case, phone E.164, height a whole number); a field code when wrong. */
function readAnswer(name: QuestionnaireFieldName, v: unknown): { value: AnswerValue } | { error: FieldErrorCode } {
  switch (name) {
    case 'name':
    case 'firstname': {
      if (typeof v !== 'string') return { error: 'invalid' };
      const text = v.trim();
      return text.length > ANSWER_TEXT_MAX ? { error: 'too_long' } : { value: text };
    }
    case 'email': {
      const text = typeof v === 'string' ? v.trim().toLowerCase() : '';
      return text.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(text) ? { value: text } : { error: 'invalid_email' };
    }
    case 'phone': {
      const phone = typeof v === 'string' ? normalizePhone(v) : null;
      return phone ? { value: phone } : { error: 'invalid_phone' };
    }
    case 'bikeUsage':
      return (BIKE_USAGES as readonly unknown[]).includes(v) ? { value: v as BikeUsage } : { error: 'invalid' };
    case 'isElectric': {
      const b = readBoolean(v);
      return b === null ? { error: 'invalid' } : { value: b };
    }
    case 'size': {
      const n = readHeight(v);
      return n === null ? { error: 'invalid' } : { value: n };
    }
  }
}

/**
 * A visitor's answers against the questionnaire's fields: the fields asked are kept (normalised), the others
 * dropped; a required field left empty is `required`, a wrong value its field code. The public form runs the
 * same check before sending, the API again on receipt.
 */
export function checkAnswers(fields: readonly QuestionnaireField[], given: Record<string, unknown>): AnswersCheck {
  const answers: Answers = {};
  const errors: AnswersCheck['errors'] = {};
  for (const field of fields) {
    const v = given[field.name];
    if (isBlank(v)) {
      if (field.required) errors[field.name] = 'required';
      continue;
    }
    const read = readAnswer(field.name, v);
    if ('error' in read) errors[field.name] = read.error;
    else answers[field.name] = read.value;
  }
  return { answers, errors };
}

/** The fields in the form's order, each once. */
export function orderedFields(fields: readonly QuestionnaireField[]): QuestionnaireField[] {
  return QUESTIONNAIRE_FIELDS.flatMap((name) => {
    const field = fields.find((f) => f.name === name);
    return field ? [{ name, required: field.required }] : [];
  });
}

/** The slug of a new questionnaire: its title's, or with `-2`, `-3`… when that one is taken. */
export function freeQuestionnaireSlug(title: string, taken: Iterable<string>): string {
  const base = slugify(title, 90);
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}
