/**
 * The namespaces the signed-out pages (public site, sign-in, errors) use; the signed-in app loads them all.
 * Its own module so that the build (vite.config.ts groups these catalogues in one file per language) and the
 * budget check (bench/page-weight.ts) read the same list as the app (lib/i18n.ts).
 */
export const GUEST_NAMESPACES = ['common', 'consent', 'errors', 'public'] as const;

/**
 * What the signed-out pages outside the public site (sign-in, new access, passwords, e-mail links) add: its own
 * chunk, so that a catalogue page does not download the sign-in's words (the first page's 170 kB budget, issue 9).
 */
export const SIGN_IN_NAMESPACES = ['auth'] as const;
