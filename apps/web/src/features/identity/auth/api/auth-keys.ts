import { authRoot } from '@/lib/query-roots';

/** The sign-in pages' query keys (decision 072). */
export const authKeys = {
  passwordToken: (purpose: string, token: string) => [...authRoot, 'password-tokens', purpose, token] as const,
  emailCheck: (email: string) => [...authRoot, 'email-check', email] as const,
  confirmEmail: (token: string) => [...authRoot, 'confirm-email', token] as const,
};
