/**
 * OSRM (Open Source Routing Machine) as the source of road distances: one GET of the table service
 *   {OSRM_URL}/table/v1/{profile}/{lng},{lat};{lng},{lat}…?annotations=duration,distance
 * answers `{ code: "Ok", durations: seconds[][], distances: metres[][] }` (null where no road joins two points), and
 * the domain optimiser orders the stops on it. A null cell takes the estimate from coordinates.
 */
import { estimateLeg, optimiseTour, type DistanceEstimateOptions, type LatLng, type TravelMatrix } from '@veloport/domain';
import { problemPoints, requestJson, RoutingError, type HttpFetch, type RoutingEngine } from './routing-support';

type OsrmTable = { code?: string; message?: string; durations?: (number | null)[][]; distances?: (number | null)[][] };

export function createOsrmEngine(options: {
  url: string;
  profile?: string;
  fetch?: HttpFetch;
  estimate?: DistanceEstimateOptions;
  timeoutMs?: number;
}): RoutingEngine {
  const fetchImpl = options.fetch ?? fetch;
  const profile = options.profile ?? 'driving';
  const base = options.url.replace(/\/+$/, '');

  async function matrix(points: LatLng[]): Promise<TravelMatrix> {
    const n = points.length;
    if (n < 2) return { meters: points.map(() => [0]), minutes: points.map(() => [0]) };
    const coordinates = points.map((p) => `${p.lng.toFixed(6)},${p.lat.toFixed(6)}`).join(';');
    const url = `${base}/table/v1/${encodeURIComponent(profile)}/${coordinates}?annotations=duration,distance`;
    const { status, body } = await requestJson(fetchImpl, url, { headers: { accept: 'application/json' }, timeoutMs: options.timeoutMs });
    const table = body as OsrmTable;
    if (status !== 200 || table.code !== 'Ok')
      throw new RoutingError(`OSRM table refused (${status} ${table.code ?? ''}): ${table.message ?? ''}`.trim());
    if (
      !Array.isArray(table.durations) ||
      !Array.isArray(table.distances) ||
      table.durations.length !== n ||
      table.distances.length !== n
    ) {
      throw new RoutingError('OSRM table answered without a duration and a distance for every point (an OSRM older than 5.21?)');
    }
    const meters: number[][] = [];
    const minutes: number[][] = [];
    for (let i = 0; i < n; i++) {
      meters.push([]);
      minutes.push([]);
      for (let j = 0; j < n; j++) {
        const seconds = table.durations[i]?.[j];
        const distance = table.distances[i]?.[j];
        if (i === j) {
          meters[i].push(0);
          minutes[i].push(0);
        } else if (typeof seconds === 'number' && typeof distance === 'number') {
          meters[i].push(distance);
          minutes[i].push(seconds / 60);
        } else {
          const leg = estimateLeg(points[i], points[j], options.estimate);
          meters[i].push(leg.meters);
          minutes[i].push(leg.minutes);
        }
      }
    }
    return { meters, minutes };
  }

  return {
    name: 'osrm',
    matrix,
    async optimise(problem) {
      const travel = await matrix(problemPoints(problem));
      return { ...optimiseTour({ ...problem, travel }), engine: 'osrm' };
    },
  };
}
