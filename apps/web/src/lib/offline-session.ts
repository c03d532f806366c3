import { type CheckResponse, can } from '@veloport/domain';

/**
 * The mechanic's day opens without network (decision 034): the last session check of a mechanic is remembered on the
 * phone for a day, and used only when the check cannot reach the server. Every call still goes to the server, which
 * decides; signing out (or any signed-out answer) forgets it, with the day kept for offline use.
 */
const SESSION = 'veloport.offline.session';
const MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** What the offline day keeps on the phone (features/workshop/tours/components/offline-outbox.ts and public/sw.js). */
const OFFLINE_PREFIXES = ['veloport.tours.', 'veloport.offline.'];
const CACHE_PREFIX = 'veloport-';

const storage = () => (typeof window === 'undefined' ? null : window.localStorage);

export function rememberSession(check: CheckResponse) {
  if (check.authenticated && can(check.user, 'bikeMechanic')) storage()?.setItem(SESSION, JSON.stringify({ at: Date.now(), check }));
  else storage()?.removeItem(SESSION);
}

export function rememberedSession(now = Date.now()): CheckResponse | null {
  try {
    const saved = JSON.parse(storage()?.getItem(SESSION) ?? 'null') as { at: number; check: CheckResponse } | null;
    return saved && now - saved.at < MAX_AGE_MS && saved.check.authenticated ? saved.check : null;
  } catch {
    return null;
  }
}

/** Forgets the remembered session, the offline day and the service worker's copies (at sign-out). */
export async function forgetOfflineData() {
  const s = storage();
  if (s) for (const key of Object.keys(s)) if (OFFLINE_PREFIXES.some((p) => key.startsWith(p))) s.removeItem(key);
  if (typeof caches !== 'undefined') for (const name of await caches.keys()) if (name.startsWith(CACHE_PREFIX)) await caches.delete(name);
}
