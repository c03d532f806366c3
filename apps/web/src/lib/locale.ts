import { DEFAULT_LOCALE, isLocale, toLocale, type Locale } from '@veloport/domain';
import { useParams } from 'react-router';
import { paths } from '@/config/paths';

const prefixed = (value: string, prefix: '?' | '#'): string =>
  !value || value === prefix ? '' : value.startsWith(prefix) ? value : `${prefix}${value}`;

/**
 * The same page in another language: replaces the locale segment (or adds one when the path has none)
 * and keeps the query and the hash.
 */
export function switchLocaleInPath(path: string, search: string, hash: string, locale: Locale): string {
  const segments = path.split('/');
  const rest = isLocale(segments[1]) ? segments.slice(2) : segments.slice(1);
  const tail = rest.join('/');
  const pathname = tail ? `/${locale}/${tail}` : `/${locale}`;
  return `${pathname}${prefixed(search, '?')}${prefixed(hash, '#')}`;
}

export function useLocale(): Locale {
  const { locale } = useParams();
  return toLocale(locale ?? DEFAULT_LOCALE);
}

/** Only same-origin absolute paths are followed, so `?redirect=` cannot send the user elsewhere. */
export function safeRedirect(target: string | null | undefined): string | null {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return null;
  return target;
}

/** Where a freshly signed-in user lands: the redirect target or the dashboard, in the user's language. */
export function postLoginPath(language: string, redirect: string | null | undefined): string {
  const locale = toLocale(language);
  const target = safeRedirect(redirect);
  if (!target) return paths.dashboard.getHref(locale);
  const url = new URL(target, 'http://veloport.invalid');
  const localized = switchLocaleInPath(url.pathname, url.search, url.hash, locale);
  // Landing on a guest-only page would bounce straight back to the dashboard.
  return url.pathname.split('/').filter(Boolean).length <= 1 ? paths.dashboard.getHref(locale) : localized;
}
