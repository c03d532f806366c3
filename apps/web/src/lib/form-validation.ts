import type { FieldErrorCode } from '@veloport/domain';
import { isFieldErrorCode } from '@/lib/errors';

type Issue = {
  code: string;
  path: readonly PropertyKey[];
  message: string;
  origin?: string;
  minimum?: number | bigint;
  format?: string;
};
type SafeParseSchema = {
  safeParse(data: unknown): { success: true } | { success: false; error: { issues: readonly Issue[] } };
};

export function issueToFieldCode(issue: Issue): FieldErrorCode {
  switch (issue.code) {
    case 'custom':
      return isFieldErrorCode(issue.message) ? issue.message : 'invalid';
    case 'too_small':
      // An empty list that needs one item (sizes, permissions) is a missing value, not a small one.
      if (issue.origin === 'array' && Number(issue.minimum ?? 0) <= 1) return 'required';
      if (issue.origin !== 'string') return 'too_small';
      return Number(issue.minimum ?? 0) <= 1 ? 'required' : 'too_short';
    case 'too_big':
      return issue.origin === 'string' ? 'too_long' : 'too_big';
    case 'invalid_format':
      return issue.format === 'email' ? 'invalid_email' : 'invalid';
    default:
      return 'invalid';
  }
}

const valueAt = (data: unknown, path: readonly PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined),
    data,
  );

/**
 * A @mantine/form validator from a shared zod contract: errors are field codes (translated when shown),
 * keyed by the dotted path, first issue per field. `prepare` adds what the request needs beyond the
 * inputs (language, token…); issues about those are left to the server since no input could show them.
 */
export function schemaValidator<Values extends object>(
  schema: SafeParseSchema,
  prepare: (values: Values) => unknown = (v) => v,
  /** The input that shows a request field typed under another shape (`rateBasisPoints` typed as a percentage). */
  inputOf: Partial<Record<string, keyof Values & string>> = {},
) {
  return (values: Values): Record<string, FieldErrorCode> => {
    const data = prepare(values);
    const result = schema.safeParse(data);
    if (result.success) return {};
    const errors: Record<string, FieldErrorCode> = {};
    for (const issue of result.error.issues) {
      const field = inputOf[String(issue.path[0] ?? '')] ?? String(issue.path[0] ?? '');
      const key = [field, ...issue.path.slice(1).map(String)].join('.');
      // An input left empty (null from a money field, '' from a date or an e-mail) is required, not "invalid".
      const value = valueAt(data, issue.path);
      const missing = value === null || value === undefined || value === '';
      if (key && field in values && !(key in errors)) errors[key] = missing ? 'required' : issueToFieldCode(issue);
    }
    return errors;
  };
}
