import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { schemaValidator } from '@/lib/form-validation';

const contract = z.object({
  name: z.string().trim().min(1),
  email: z.email(),
  priceCents: z.number().int().nonnegative(),
  note: z.string().nullable(),
});
type Values = { name: string; email: string; priceCents: number | null };
const validate = schemaValidator<Values>(contract, (v) => ({ ...v, note: null }));

describe('a form checked by its contract', () => {
  it('says an empty amount or e-mail is required, not invalid', () => {
    expect(validate({ name: 'Helmet', email: '', priceCents: null })).toEqual({ email: 'required', priceCents: 'required' });
  });

  it('says what the contract says about a typed amount', () => {
    expect(validate({ name: 'Helmet', email: 'a@b.be', priceCents: -100 })).toEqual({ priceCents: 'too_small' });
    expect(validate({ name: '', email: 'a@b', priceCents: 1250 })).toEqual({ name: 'required', email: 'invalid_email' });
    expect(validate({ name: '', email: 'a@b.be', priceCents: 1250 })).toEqual({ name: 'required' });
    expect(validate({ name: 'Helmet', email: 'a@b.be', priceCents: 1250 })).toEqual({});
  });

  it('shows an error under the input a request field is typed in', () => {
    const rate = z.object({ rateBasisPoints: z.number().int().max(5000) });
    const byPercent = schemaValidator<{ ratePercent: number }>(rate, (v) => ({ rateBasisPoints: v.ratePercent * 100 }), {
      rateBasisPoints: 'ratePercent',
    });
    expect(byPercent({ ratePercent: 60 })).toEqual({ ratePercent: 'too_big' });
  });
});
