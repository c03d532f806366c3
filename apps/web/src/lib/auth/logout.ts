import type { Locale } from '@veloport/domain';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { paths } from '@/config/paths';
import { forgetOfflineData } from '@/lib/offline-session';

export const logout = async (): Promise<void> => {
  await apiClient.post<void>('/auth/logout');
  await forgetOfflineData();
};

/** Signs out, then reloads the app at the login page so no state of the session survives. */
export function useLogout(locale: Locale) {
  return useMutation({
    mutationFn: logout,
    onSuccess: () => window.location.assign(paths.login.getHref(locale)),
  });
}
