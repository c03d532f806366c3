import type { AuthUser } from '@veloport/domain';
import { createContext, useContext } from 'react';
import type { Employee, MinimalCompany } from '@/lib/auth/admin-context';

/** Seed §3: the auth state every screen reads. */
export type AuthState = {
  isAuth: boolean;
  user: AuthUser | null;
  employees: Employee[];
  isInitialized: boolean;
  companies: MinimalCompany[];
};

export type AuthContextValue = AuthState & {
  /** Stores the user answered by login, register, set-password or a profile change (null signs out locally). */
  setUser: (user: AuthUser | null) => void;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}

/** For screens that only render once signed in (behind RequireAuth). */
export function useAuthUser(): AuthUser {
  const { user } = useAuth();
  if (!user) throw new Error('useAuthUser must be used behind <RequireAuth>');
  return user;
}
