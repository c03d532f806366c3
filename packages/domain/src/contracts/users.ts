import { z } from 'zod';
import { contactTypeSchema, permissionSchema, userStatusSchema } from './auth';
import {
  emailSchema,
  exportFormatSchema,
  isoDateTimeSchema,
  listOf,
  listQuerySchema,
  localeSchema,
  optionalPhone,
  optionalText,
  requiredText,
  idSchema,
} from './common';

/**
 * Users managed by an admin (any company, permissions, stock location) or by a fleet manager
 * (their own company's people only, never permissions). Seed §3 "User".
 */
const userFields = {
  firstname: requiredText(80),
  lastname: requiredText(80),
  email: emailSchema,
  phone: optionalPhone(),
  address: optionalText(255),
  /** Height in cm. */
  size: z.number().int().min(80).max(250).nullable().default(null),
  language: localeSchema.default('fr'),
  contactType: contactTypeSchema.default('none'),
  anonymousInRanking: z.boolean().default(false),
  /** The employee's number at the social secretariat (payroll file, decision 044); left out, it stays as it is. */
  payrollNumber: optionalText(30).optional(),
  // Admin only: a fleet manager gets 403 with fields { <name>: 'admin_only' } when one of these would change anything.
  /** null: no company (staff, private customer). A fleet manager's users always belong to their company. */
  companyId: z.number().int().positive().nullable().optional(),
  permissions: z
    .array(permissionSchema)
    .max(5)
    .transform((p) => [...new Set(p)])
    .optional(),
  isAdmin: z.boolean().optional(),
  stockLocationId: z.number().int().positive().nullable().optional(),
};

export const createUserRequestSchema = z.object({ ...userFields, status: userStatusSchema.default('active') });
export type CreateUserRequest = z.input<typeof createUserRequestSchema>;
export type CreateUserParsed = z.output<typeof createUserRequestSchema>;

/** Status changes through the deactivate and reactivate actions, not here. */
export const updateUserRequestSchema = z.object(userFields);
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;
export type UpdateUserParsed = z.output<typeof updateUserRequestSchema>;

const companyRefSchema = z.object({ id: z.number(), name: z.string() });

export const userListItemSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  phone: z.string().nullable(),
  status: userStatusSchema,
  language: localeSchema,
  contactType: contactTypeSchema,
  isAdmin: z.boolean(),
  permissions: z.array(permissionSchema),
  company: companyRefSchema.nullable(),
  /** Invited and has not chosen a password yet. */
  invitationPending: z.boolean(),
  createdAt: isoDateTimeSchema,
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userDetailSchema = userListItemSchema.extend({
  address: z.string().nullable(),
  size: z.number().nullable(),
  anonymousInRanking: z.boolean(),
  payrollNumber: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  stockLocationId: z.number().nullable(),
  updatedAt: isoDateTimeSchema,
  /** A new address waiting for its confirmation link (decision 016); `email` stays in use until then. */
  pendingEmail: z.string().nullable().optional(),
});
export type UserDetail = z.infer<typeof userDetailSchema>;
export const userDetailResponseSchema = z.object({ user: userDetailSchema });
/** invitationSent false: the account exists but the mail failed; send it again with POST /api/users/{id}/invitation. */
export const createUserResponseSchema = z.object({ user: userDetailSchema, invitationSent: z.boolean() });

export const userListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['lastname', 'email', 'createdAt']).default('lastname'),
  /** Admin only; a fleet manager always sees their own company. */
  companyId: idSchema.optional(),
  status: userStatusSchema.optional(),
  permission: permissionSchema.optional(),
  format: exportFormatSchema.default('json'),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;
export const userListSchema = listOf(userListItemSchema);
