/**
 * The namespaces the signed-out pages (public site, sign-in, errors) use; the signed-in app loads them all.
 * Its own module so that the build (vite.config.ts groups these catalogues in one file per language) and the
 * budget check (bench/page-weight.ts) read the same list as the app (lib/i18n.ts).
 */
export const GUEST_NAMESPACES = ['common', 'consent', 'errors', 'public', 'auth'] as const;
