import type { Locale } from '@veloport/domain';
import { LOCALES } from '@veloport/domain';

/**
 * Some pages take a `from` route parameter: where to go back to, as a path relative to `/{locale}/`
 * (`dashboard/companies/contacts`, `dashboard/companies/12?tab=contacts`). Only such in-app paths are
 * followed, so a crafted link cannot send the user to another site; anything else answers null.
 */
export function fromPath(from: string | undefined, locale: Locale): string | null {
  if (!from) return null;
  let path = from.trim();
  if (!path || path.length > 300) return null;
  // Backslashes, schemes, protocol-relative paths, dot segments and control characters are never in-app links.
  const hasControl = [...path].some((ch) => ch.charCodeAt(0) < 0x20);
  if (hasControl || path.includes('\\') || /^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return null;
  path = path.replace(/^\/+/, '');
  const [pathname = ''] = path.split(/[?#]/);
  const segments = pathname.split('/');
  if (segments.some((s) => s === '.' || s === '..' || s === '')) return null;
  // An absolute in-app path (`/fr/dashboard/…`) keeps the current language.
  if ((LOCALES as readonly string[]).includes(segments[0]!)) path = path.slice(segments[0]!.length + 1);
  if (!/^dashboard(\/|\?|$)/.test(path)) return null;
  return `/${locale}/${path}`;
}

/** The `from` value meaning "the page being shown now" (pathname without the locale, plus the query). */
export function currentFrom(pathname: string, search: string): string {
  const [, , ...rest] = pathname.split('/');
  return `${rest.join('/')}${search}`;
}
