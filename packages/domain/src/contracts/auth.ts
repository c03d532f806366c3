import { z } from 'zod';
import { PERMISSIONS } from '../access';
import { passwordSchema } from '../password';
import { emailSchema, localeSchema, optionalPhone, optionalText, requiredText } from './common';

export const userStatusSchema = z.enum(['active', 'inactive']);
export const contactTypeSchema = z.enum(['none', 'contact', 'billing', 'billing_copy']);
export const permissionSchema = z.enum(PERMISSIONS);

export const authCompanySchema = z.object({
  id: z.number(),
  name: z.string(),
  conditions: z.array(z.object({ access: z.string() })),
});

/** The signed-in user as the whole front end reads it (seed §3 "Auth user"). */
export const authUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  size: z.number().nullable(),
  language: localeSchema,
  status: userStatusSchema,
  anonymousInRanking: z.boolean(),
  avatarUrl: z.string().nullable(),
  isAdmin: z.boolean(),
  permission: z.array(z.string()),
  company: authCompanySchema.nullable(),
  currentStockLocation: z.number().optional(),
  currentStockLocationName: z.string().optional(),
  /** A new address waiting for its confirmation link (decision 016). */
  pendingEmail: z.string().nullable().optional(),
});
export type AuthUser = z.infer<typeof authUserSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1).max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;
export const userResponseSchema = z.object({ user: authUserSchema });
export const checkResponseSchema = z.object({ authenticated: z.boolean(), user: authUserSchema.nullable() });
export type CheckResponse = z.infer<typeof checkResponseSchema>;

const passwordPair = z.object({ password: passwordSchema, passwordConfirmation: z.string().max(200) });
const mismatch = { path: ['passwordConfirmation'], message: 'passwords_mismatch' };
const confirmed = (v: { password: string; passwordConfirmation: string }) => v.password === v.passwordConfirmation;

export const registerRequestSchema = passwordPair
  .extend({
    firstname: requiredText(80),
    lastname: requiredText(80),
    email: emailSchema,
    phone: optionalPhone(),
    language: localeSchema.default('fr'),
  })
  .refine(confirmed, mismatch);
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const emailCheckQuerySchema = z.object({ email: emailSchema });
/** professional: the domain belongs to a registered company; personal: any other address. */
export const emailCheckResponseSchema = z.object({
  kind: z.enum(['professional', 'personal']),
  companyName: z.string().nullable(),
  selfRegistration: z.boolean(),
});
export type EmailCheckResponse = z.infer<typeof emailCheckResponseSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema, locale: localeSchema.default('fr') });
export const resetPasswordRequestSchema = passwordPair.extend({ token: z.string().min(10).max(200) }).refine(confirmed, mismatch);
export const setPasswordRequestSchema = passwordPair
  .extend({ email: emailSchema, token: z.string().min(10).max(200) })
  .refine(confirmed, mismatch);
export const requestSetPasswordLinkSchema = z.object({ email: emailSchema, locale: localeSchema.default('fr') });
export const tokenCheckResponseSchema = z.object({ valid: z.boolean(), email: z.string().nullable() });

export const updateProfileRequestSchema = z.object({
  firstname: requiredText(80),
  lastname: requiredText(80),
  phone: optionalPhone(),
  address: optionalText(255),
  size: z.number().int().min(80).max(250).nullable(),
  language: localeSchema,
  anonymousInRanking: z.boolean(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const changePasswordRequestSchema = passwordPair.extend({ currentPassword: z.string().min(1).max(200) }).refine(confirmed, mismatch);

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES = ['image/jpeg', 'image/png'] as const;

/**
 * Register answers the account and whether it is signed in. A company address is not signed in: it waits for
 * the link mailed to it (`confirmationPending`, decision 016), then for its quiz when the company requires one.
 */
export const registerResponseSchema = z.object({
  user: authUserSchema,
  signedIn: z.boolean(),
  confirmationPending: z.boolean().optional(),
});

/**
 * Following the link of a company sign-up or of a new address, or the old address's link to approve or cancel a
 * change of address (decision 070; `email` is then the address the account uses or will use).
 */
export const confirmEmailRequestSchema = z.object({ token: z.string().min(10).max(200) });
export const confirmEmailResponseSchema = z.object({
  outcome: z.enum(['joined', 'quiz_required', 'email_changed', 'email_change_approved', 'email_change_cancelled']),
  email: z.string(),
});
export type ConfirmEmailResponse = z.infer<typeof confirmEmailResponseSchema>;
export type RegisterResponse = z.infer<typeof registerResponseSchema>;
