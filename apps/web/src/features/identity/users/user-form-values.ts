import {
  createUserRequestSchema,
  updateUserRequestSchema,
  type CreateUserRequest,
  type Locale,
  type Permission,
  type UserDetail,
  heldPermissions,
} from '@veloport/domain';
import { schemaValidator } from '@/lib/form-validation';

export type UserFormMode = 'create' | 'edit';
export type ContactType = 'none' | 'contact' | 'billing' | 'billing_copy';
export const CONTACT_TYPES: readonly ContactType[] = ['none', 'contact', 'billing', 'billing_copy'];

/**
 * The two shops every installation has (reference data, ids 1 and 2); the API offers no list of them yet.
 * Names are translated under `users:stockLocations.<key>`.
 */
export const STOCK_LOCATIONS = [
  { id: 1, key: 'liege' },
  { id: 2, key: 'brussels' },
] as const;

export type UserFormValues = {
  firstname: string;
  lastname: string;
  email: string;
  confirmEmail: string;
  phone: string;
  address: string;
  size: number | string;
  language: Locale;
  status: 'active' | 'inactive';
  contactType: ContactType;
  anonymousInRanking: boolean;
  /** The social secretariat's employee number (payroll file); '' means none. */
  payrollNumber: string;
  /** Admin only; '' means no company. */
  companyId: string;
  permissions: Permission[];
  /** Admin only; '' means none. */
  stockLocationId: string;
};

/** Client-side code for a confirmation that differs from the e-mail (translated by the form, not an API code). */
export const EMAILS_MISMATCH = 'emails_mismatch';

export function initialUserValues(user: UserDetail | null, language: Locale): UserFormValues {
  if (!user) {
    return {
      firstname: '',
      lastname: '',
      email: '',
      confirmEmail: '',
      phone: '',
      address: '',
      size: '',
      language,
      status: 'active',
      contactType: 'none',
      anonymousInRanking: false,
      payrollNumber: '',
      companyId: '',
      permissions: [],
      stockLocationId: '',
    };
  }
  return {
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    confirmEmail: '',
    phone: user.phone ?? '',
    address: user.address ?? '',
    size: user.size ?? '',
    language: user.language,
    status: user.status,
    contactType: user.contactType,
    anonymousInRanking: user.anonymousInRanking,
    payrollNumber: user.payrollNumber ?? '',
    companyId: user.company ? String(user.company.id) : '',
    // Admin rights live in a flag and in the list; the form shows them as one "admin" permission.
    permissions: heldPermissions(user),
    stockLocationId: user.stockLocationId ? String(user.stockLocationId) : '',
  };
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Editing asks for the confirmation only when the address changes. */
export function needsEmailConfirmation(mode: UserFormMode, values: UserFormValues, original: UserDetail | null): boolean {
  return mode === 'create' || !original || !sameEmail(values.email, original.email);
}

/**
 * The request body. Only an admin sends the admin-only fields: a fleet manager's users go to their
 * company, and the API refuses those fields from them.
 */
export function toUserRequest(values: UserFormValues, mode: UserFormMode, asAdmin: boolean): CreateUserRequest {
  const request: CreateUserRequest = {
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() || null,
    address: values.address.trim() || null,
    size: values.size === '' ? null : Number(values.size),
    language: values.language,
    contactType: values.contactType,
    anonymousInRanking: values.anonymousInRanking,
    payrollNumber: values.payrollNumber.trim() || null,
  };
  if (mode === 'create') request.status = values.status;
  if (asAdmin) {
    request.companyId = values.companyId ? Number(values.companyId) : null;
    request.permissions = values.permissions;
    request.isAdmin = values.permissions.includes('admin');
    request.stockLocationId = values.stockLocationId ? Number(values.stockLocationId) : null;
  }
  return request;
}

export function userFormValidator(mode: UserFormMode, asAdmin: boolean, original: UserDetail | null) {
  const schema = mode === 'create' ? createUserRequestSchema : updateUserRequestSchema;
  const fromSchema = schemaValidator<UserFormValues>(schema, (values) => toUserRequest(values, mode, asAdmin));
  return (values: UserFormValues): Record<string, string> => {
    const errors: Record<string, string> = fromSchema(values);
    if (needsEmailConfirmation(mode, values, original) && !errors.email) {
      if (values.confirmEmail.trim() === '') errors.confirmEmail = 'required';
      else if (!sameEmail(values.email, values.confirmEmail)) errors.confirmEmail = EMAILS_MISMATCH;
    }
    return errors;
  };
}

/** The API's field paths on the form's inputs: `permissions.0` and `isAdmin` belong to the permissions input. */
export function apiFieldErrors(fields: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, code] of Object.entries(fields)) {
    const root = path.split('.')[0] ?? path;
    const key = root === 'isAdmin' ? 'permissions' : root;
    errors[key] ??= code;
  }
  return errors;
}
