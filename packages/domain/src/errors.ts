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
  'internal_error',
  'bike_sold',
  'bike_stolen',
  'stock_insufficient',
  'inventory_closed',
  'inventory_open_exists',
  'import_already_applied',
  'feed_invalid',
  'already_resold',
  'characteristic_in_use',
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
  'frame_number_taken',
  'frame_number_duplicate',
  'slug_taken',
  'reference_taken',
  'user_not_in_company',
  'must_be_empty',
  'unknown_model',
  'unknown_location',
  'unknown_company',
  'unknown_user',
  'unknown_accessory',
  'unknown_bike',
  'unknown_item',
  'same_location',
  'same_accessory',
  'duplicate',
  'overlap',
  'before_start',
  'not_electric',
  'characteristic_in_use',
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
