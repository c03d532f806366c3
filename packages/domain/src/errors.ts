import { z } from 'zod';

/** Every error the API can answer; the web translates the code, never shows the message. */
export const API_ERROR_CODES = [
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'csrf_mismatch',
  'user_not_found',
  'user_inactive',
  'wrong_password',
  'too_many_attempts',
  'employer_forbids_signup',
  'email_taken',
  'email_unverifiable',
  'token_invalid',
  'password_already_set',
  'missing_link_parameters',
  'mail_send_failed',
  'file_too_large',
  'file_type_invalid',
  'payload_too_large',
  'domain_taken',
  'quiz_not_required',
  'quiz_unavailable',
  'format_unavailable',
  'cannot_deactivate_self',
  'internal_error',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/** Field-level codes, shared by the forms and the API's 422 answers. */
export const FIELD_ERROR_CODES = [
  'required',
  'invalid',
  'invalid_email',
  'too_long',
  'too_small',
  'too_big',
  'too_short',
  'missing_digit',
  'missing_special',
  'missing_uppercase',
  'passwords_mismatch',
  // Companies, users and their rules (issue 3).
  'duplicate',
  'unknown',
  'admin_only',
  'email_taken',
  'invalid_vat_number',
  'invalid_domain',
  'personal_domain',
  'domain_taken',
  'unknown_feature',
  'invalid_time',
  'window_order',
  'return_before_take',
  'max_exceeds_month',
  'max_exceeds_year',
  'weekend_forbidden',
  'no_correct_answer',
  'min_score_unreachable',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    retryAfter: z.number().int().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
