import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;

export type PasswordIssue = 'too_short' | 'missing_digit' | 'missing_special' | 'missing_uppercase';
export type PasswordStrength = 'weak' | 'medium' | 'strong';

const DIGIT = /\p{Nd}/u;
const UPPERCASE = /\p{Lu}/u;
const LOWERCASE = /\p{Ll}/u;
// Combining marks (\p{M}) are part of letters typed in decomposed form (e + ◌́), not symbols.
const SPECIAL = /[^\p{L}\p{M}\p{N}\s]/u;

// Counted in code points so an emoji is one character, as the user perceives it.
function length(pw: string): number {
  return [...pw].length;
}

export function passwordIssues(pw: string): PasswordIssue[] {
  const issues: PasswordIssue[] = [];
  if (length(pw) < PASSWORD_MIN_LENGTH) issues.push('too_short');
  if (!DIGIT.test(pw)) issues.push('missing_digit');
  if (!SPECIAL.test(pw)) issues.push('missing_special');
  if (!UPPERCASE.test(pw)) issues.push('missing_uppercase');
  return issues;
}

export function isPasswordValid(pw: string): boolean {
  return passwordIssues(pw).length === 0;
}

export function passwordStrength(pw: string): PasswordStrength {
  if (!isPasswordValid(pw)) return 'weak';
  const len = length(pw);
  if (len >= 16 || (len >= 12 && LOWERCASE.test(pw))) return 'strong';
  return 'medium';
}

export function passwordsMatch(a: string, b: string): boolean {
  return a === b;
}

// Messages are the issue codes so the API can return them and each client translates.
export const passwordSchema = z
  .string()
  .max(200)
  .superRefine((pw, ctx) => {
    for (const issue of passwordIssues(pw)) ctx.addIssue({ code: 'custom', message: issue });
  });
