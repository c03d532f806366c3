/**
 * Placing an address on the map (decision 031). `none` (the default) finds nothing: staff place the stop by hand.
 * Nominatim (GEOCODER_URL, OpenStreetMap's geocoder or your own): GET {url}/search?q=…&format=jsonv2&limit=1
 * answers `[{ lat: "50.63", lon: "5.57", display_name }]`. The public server's policy: an identifying User-Agent, at
 * most one request a second (all users together: one queue per process), and results kept (an in-memory cache).
 */
import type { LatLng } from '@veloport/domain';
import { requestJson, RoutingError, type HttpFetch } from './routing-support';

export type GeocodeResult = LatLng & { label: string };

export type Geocoder = {
  name: 'none' | 'nominatim';
  /** The best match for a postal address, or null. */
  geocode(address: string, options?: { language?: string }): Promise<GeocodeResult | null>;
};

export const noGeocoder: Geocoder = { name: 'none', geocode: async () => null };

type NominatimPlace = { lat?: string; lon?: string; display_name?: string };

export function createNominatimGeocoder(options: {
  url: string;
  userAgent: string;
  /** ISO country codes searched, comma-separated (default Belgium). */
  countryCodes?: string;
  minIntervalMs?: number;
  cacheSize?: number;
  fetch?: HttpFetch;
  timeoutMs?: number;
}): Geocoder {
  const fetchImpl = options.fetch ?? fetch;
  const base = options.url.replace(/\/+$/, '');
  const interval = options.minIntervalMs ?? 1000;
  const cacheSize = options.cacheSize ?? 1000;
  const cache = new Map<string, GeocodeResult | null>();
  let queue: Promise<unknown> = Promise.resolve();
  let lastStart = -Infinity;

  /** Requests leave one at a time, at least `interval` ms apart. */
  function throttled<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(async () => {
      const wait = lastStart + interval - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lastStart = performance.now();
      return task();
    });
    queue = run.catch(() => undefined);
    return run;
  }

  return {
    name: 'nominatim',
    async geocode(address, { language = 'fr' } = {}) {
      const q = address.replace(/\s+/g, ' ').trim();
      if (!q) return null;
      const key = `${language}|${q.toLowerCase()}`;
      if (cache.has(key)) {
        const hit = cache.get(key)!;
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      const params = new URLSearchParams({
        q,
        format: 'jsonv2',
        limit: '1',
        addressdetails: '0',
        countrycodes: options.countryCodes ?? 'be',
      });
      const { status, body } = await throttled(() =>
        requestJson(fetchImpl, `${base}/search?${params}`, {
          headers: { 'user-agent': options.userAgent, 'accept-language': language, accept: 'application/json' },
          timeoutMs: options.timeoutMs,
        }),
      );
      if (status !== 200 || !Array.isArray(body)) throw new RoutingError(`Nominatim refused the search (${status})`);
      const [place] = body as NominatimPlace[];
      const lat = Number(place?.lat);
      const lng = Number(place?.lon);
      const result = place && Number.isFinite(lat) && Number.isFinite(lng) ? { lat, lng, label: place.display_name ?? q } : null;
      cache.set(key, result);
      if (cache.size > cacheSize) cache.delete(cache.keys().next().value!);
      return result;
    },
  };
}

/** The configured geocoder: Nominatim when GEOCODER_URL is set, else none. */
export function createGeocoder(config: { geocoderUrl: string | undefined; publicUrl: string }, deps: { fetch?: HttpFetch } = {}): Geocoder {
  if (!config.geocoderUrl) return noGeocoder;
  return createNominatimGeocoder({ url: config.geocoderUrl, userAgent: `Veloport/1.0 (+${config.publicUrl})`, fetch: deps.fetch });
}
