import { describe, expect, it } from 'vitest';
import { checkAnswers, freeQuestionnaireSlug, orderedFields, type QuestionnaireField } from './questionnaires';

const fields: QuestionnaireField[] = [
  { name: 'size', required: false },
  { name: 'email', required: true },
  { name: 'phone', required: false },
  { name: 'bikeUsage', required: true },
  { name: 'isElectric', required: true },
];

describe('checkAnswers', () => {
  it('keeps the fields asked, normalised, and drops the others', () => {
    expect(
      checkAnswers(fields, {
        email: ' Anne@Example.BE ',
        phone: '0470/12.34.56',
        bikeUsage: 'city',
        isElectric: 'false',
        size: '172',
        name: 'not asked',
      }),
    ).toEqual({
      answers: { email: 'anne@example.be', phone: '+32470123456', bikeUsage: 'city', isElectric: false, size: 172 },
      errors: {},
    });
  });

  it('says required for an empty required field, nothing for an empty optional one', () => {
    expect(checkAnswers(fields, { email: '  ', phone: '', size: null }).errors).toEqual({
      email: 'required',
      bikeUsage: 'required',
      isElectric: 'required',
    });
  });

  it('gives each wrong value its code', () => {
    expect(checkAnswers(fields, { email: 'anne@', phone: 'call me', bikeUsage: 'bmx', isElectric: 'maybe', size: 'XL' }).errors).toEqual({
      email: 'invalid_email',
      phone: 'invalid_phone',
      bikeUsage: 'invalid',
      isElectric: 'invalid',
      size: 'invalid',
    });
    expect(checkAnswers([{ name: 'size', required: true }], { size: 99 }).errors).toEqual({ size: 'invalid' });
    expect(checkAnswers([{ name: 'size', required: true }], { size: 172.5 }).errors).toEqual({ size: 'invalid' });
    expect(checkAnswers([{ name: 'name', required: true }], { name: 'x'.repeat(81) }).errors).toEqual({ name: 'too_long' });
  });
});

describe('freeQuestionnaireSlug and orderedFields', () => {
  it('makes the slug from the title, then -2, -3… when taken', () => {
    expect(freeQuestionnaireSlug('Journée vélo — Société Générale', [])).toBe('journee-velo-societe-generale');
    expect(freeQuestionnaireSlug('Bike day', ['bike-day'])).toBe('bike-day-2');
    expect(freeQuestionnaireSlug('Bike day', ['bike-day', 'bike-day-2', 'bike-day-4'])).toBe('bike-day-3');
    expect(freeQuestionnaireSlug('!!!', [])).toBe('item');
  });

  it('puts the fields in the form order, each once', () => {
    expect(orderedFields(fields).map((f) => f.name)).toEqual(['email', 'phone', 'bikeUsage', 'isElectric', 'size']);
  });
});
