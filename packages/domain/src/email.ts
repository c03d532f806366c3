/**
 * An e-mail address as the contracts accept it (the pattern zod's `z.email()` uses by default, contracts/common.ts),
 * without zod: the sign-in form checks it in the browser without loading the contracts' validation library.
 */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const EMAIL_MAX_LENGTH = 254;
