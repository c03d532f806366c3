import { brusselsWallTimeToIso } from '@veloport/domain';
import { schemaValidator } from '@/lib/form-validation';

type SafeParseSchema = Parameters<typeof schemaValidator>[0];

/** '' (an empty number input) → undefined, so zod reports the field rather than a type error. */
export const numberOrUndefined = (value: number | string): number | undefined =>
  value === '' || value === null || Number.isNaN(Number(value)) ? undefined : Number(value);

/**
 * A wall time `YYYY-MM-DDTHH:mm` (the date-and-hour field's value) → ISO instant, read as Brussels time: the browser's own time zone (a visitor
 * abroad) must not shift the hour booked at the store. '' stays ''.
 */
export const localToIso = (value: string): string => (value ? (brusselsWallTimeToIso(value) ?? value) : '');

/**
 * The contract's validator, where an empty input is reported as `required` (zod only sees a wrong
 * type or format there).
 */
export function publicValidator<Values extends object>(schema: SafeParseSchema, prepare: (values: Values) => unknown) {
  const validate = schemaValidator<Values>(schema, prepare);
  return (values: Values): Record<string, string> => {
    const errors: Record<string, string> = validate(values);
    for (const key of Object.keys(errors)) {
      const value = (values as Record<string, unknown>)[key];
      if (value === '' || value === null || value === undefined) errors[key] = 'required';
    }
    return errors;
  };
}
