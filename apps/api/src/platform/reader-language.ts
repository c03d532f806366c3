import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLocale, toLocale, type Locale } from '@veloport/domain';
import { localeFromAcceptLanguage } from './accept-language';

/**
 * The language a customer reads the answer in (decision 101): `?lang=` when a link asks for one (as downloads do),
 * else `Accept-Language` (the web sends the page's language with every call), else the profile's, else French.
 * Read from the raw URL so that no contract has to declare `lang`.
 */
export function readerLanguage(request: FastifyRequest): Locale {
  const lang = new URLSearchParams(request.url.split('?')[1] ?? '').get('lang');
  if (isLocale(lang)) return lang;
  const header = request.headers['accept-language'];
  if (header) return localeFromAcceptLanguage(header);
  return toLocale(request.user?.language);
}

/** A cacheable answer that depends on the reader's language says so, so that no cache serves French to a Dutch reader. */
export function varyByLanguage(reply: FastifyReply): void {
  reply.header('Vary', 'Accept-Language');
}

/** The same pick as `localizedName`, inside a query: the translation when there is one, else the name as typed. */
export function localizedNameSql(original: AnyColumn | SQL, translations: AnyColumn | SQL, locale: Locale): SQL<string> {
  return sql<string>`coalesce(nullif(btrim(${translations} ->> ${locale}), ''), ${original})`;
}
