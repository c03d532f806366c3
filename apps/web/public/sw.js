/* global self, caches -- a service worker's own globals */
/*
 * The mechanic's day without network (decision 034). Registered by the "my tour" page in production builds only
 * (lib/service-worker.ts). It keeps, and answers from, no more than:
 *   - the built files (/assets/…, fingerprinted: cache first) and the "my tour" page itself (network first);
 *   - the day's tour reads, GET /api/tours/mine and /api/tours/mine/work (network first, the copy when offline).
 * Every other request, above all every other /api/ call (sessions, CSRF, writes), passes through untouched.
 * Signing out deletes these caches (lib/offline-session.ts).
 */
const SHELL = 'veloport-shell-v1';
const DAY = 'veloport-day-v1';
const TOUR_PAGE = /^\/(fr|en|nl)\/dashboard\/entretiens\/my-tour\/?$/;
const TOUR_READS = ['/api/tours/mine', '/api/tours/mine/work'];

const isTourRead = (url) => TOUR_READS.includes(url.pathname);
const isShell = (url) => url.pathname.startsWith('/assets/') || TOUR_PAGE.test(url.pathname) || url.pathname === '/favicon.svg';

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith('veloport-') && name !== SHELL && name !== DAY) await caches.delete(name);
      await self.clients.claim();
    })(),
  );
});

/** The page names what it has loaded (its scripts, styles, catalogues and the day): kept for the next offline start. */
self.addEventListener('message', (event) => {
  if (!event.data || event.data.type !== 'keep' || !Array.isArray(event.data.urls)) return;
  const port = event.ports[0];
  event.waitUntil(
    (async () => {
      let kept = 0;
      for (const raw of event.data.urls) {
        const url = new URL(raw, self.location.origin);
        if (url.origin !== self.location.origin) continue;
        const cacheName = isTourRead(url) ? DAY : isShell(url) ? SHELL : null;
        if (!cacheName) continue;
        try {
          const response = await fetch(url.href, { credentials: 'same-origin', cache: 'no-cache' });
          if (response.ok) {
            await (await caches.open(cacheName)).put(url.href, response);
            kept++;
          }
        } catch {
          // Offline already: what is cached stays.
        }
      }
      port?.postMessage({ kept });
    })(),
  );
});

async function networkFirst(request, cacheName) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    // Signed out or refused: the copy of someone's day must not outlive it.
    else if (response.status === 401 || response.status === 403) await caches.delete(DAY);
    return response;
  } catch (error) {
    const copy = await cache.match(request);
    if (copy) return copy;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(SHELL);
  const copy = await cache.match(request);
  if (copy) return copy;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/')) {
    if (isTourRead(url)) event.respondWith(networkFirst(request, DAY));
    return;
  }
  if (request.mode === 'navigate') {
    if (TOUR_PAGE.test(url.pathname)) event.respondWith(networkFirst(request, SHELL));
    return;
  }
  if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
});
