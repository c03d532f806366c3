/**
 * The namespaces every signed-out page (public site, sign-in, error pages) needs before its first render; the signed-in
 * app loads them all.
 * Its own module so that the build (vite.config.ts groups these catalogues in one file per language) and the
 * budget check (bench/page-weight.ts) read the same list as the app (lib/i18n.ts).
 */
export const GUEST_NAMESPACES = ['common', 'consent', 'public'] as const;

/**
 * The words of the API's error codes (a third of what a visitor's first page would fetch): the public site shows them
 * only after a visitor acts, so it fetches them once the page is running (app/start.tsx, decision 017's last
 * addendum); the sign-in and error pages, whose first render may already say one, fetch them before.
 */
export const LATER_GUEST_NAMESPACES = ['errors'] as const;

/**
 * What the signed-out pages outside the public site (sign-in, new access, passwords, e-mail links) add: its own
 * chunk, so that a catalogue page does not download the sign-in's words (the first page's 170 kB budget, issue 9).
 */
export const SIGN_IN_NAMESPACES = ['auth', ...LATER_GUEST_NAMESPACES] as const;
