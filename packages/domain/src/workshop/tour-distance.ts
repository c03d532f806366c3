/**
 * Road distance and driving time estimated from coordinates alone, for the embedded tour optimiser when no routing
 * engine is configured (decision 031): the great-circle distance × a detour factor (streets are not straight
 * lines; ≈ 1.3 in Belgian towns) at an average urban van speed (30 km/h, stops and lights included).
 */

export type LatLng = { lat: number; lng: number };

/** Metres and minutes of one leg. */
export type Leg = { meters: number; minutes: number };

/** A square matrix over points (0 = the depot, then the stops): metres and minutes from row to column. */
export type TravelMatrix = { meters: number[][]; minutes: number[][] };

export type DistanceEstimateOptions = {
  /** Road distance ÷ straight-line distance. */
  detourFactor?: number;
  /** Average driving speed, km/h. */
  speedKmh?: number;
};

export const DEFAULT_DETOUR_FACTOR = 1.3;
export const DEFAULT_URBAN_SPEED_KMH = 30;
const EARTH_RADIUS_METERS = 6_371_008.8;

const radians = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine on the mean Earth radius). */
export function haversineMeters(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The estimated road leg between two points: whole metres, minutes to the tenth. */
export function estimateLeg(a: LatLng, b: LatLng, options: DistanceEstimateOptions = {}): Leg {
  const detour = options.detourFactor ?? DEFAULT_DETOUR_FACTOR;
  const speed = options.speedKmh ?? DEFAULT_URBAN_SPEED_KMH;
  if (!(detour >= 1)) throw new RangeError('detourFactor must be at least 1');
  if (!(speed > 0)) throw new RangeError('speedKmh must be positive');
  const meters = Math.round(haversineMeters(a, b) * detour);
  const minutes = Math.round((meters / 1000 / speed) * 60 * 10) / 10;
  return { meters, minutes };
}

/** The estimated matrix over the points, in the order given. */
export function estimateMatrix(points: LatLng[], options: DistanceEstimateOptions = {}): TravelMatrix {
  const n = points.length;
  const meters = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const minutes = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const leg = estimateLeg(points[i]!, points[j]!, options);
      meters[i]![j] = meters[j]![i] = leg.meters;
      minutes[i]![j] = minutes[j]![i] = leg.minutes;
    }
  }
  return { meters, minutes };
}

/** Whether a pair of numbers is a usable coordinate. */
export function isLatLng(p: Partial<LatLng> | null | undefined): p is LatLng {
  return (
    !!p &&
    typeof p.lat === 'number' &&
    typeof p.lng === 'number' &&
    Math.abs(p.lat) <= 90 &&
    Math.abs(p.lng) <= 180 &&
    Number.isFinite(p.lat) &&
    Number.isFinite(p.lng)
  );
}
