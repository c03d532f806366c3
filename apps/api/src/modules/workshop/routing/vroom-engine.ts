/**
 * VROOM (Vehicle Routing Open-source Optimization Machine, through vroom-express) orders the stops: one POST of
 *   { vehicles: [one van, start = end = the store, time_window = the day], jobs: [a stop each, service and
 *     time_windows in seconds since midnight], matrices: { car: { durations, distances } } }
 * answers `{ code: 0, routes: [{ steps: [{ type: "job", id, arrival, … }] }], unassigned: [{ id }] }`.
 * We send our own matrix (OSRM's when OSRM_URL is set, else the estimate), so that VROOM and the before/after figures
 * agree; the order comes back through chooseTourOrder, which keeps the order given when VROOM's is not better and
 * puts the stops VROOM could not fit in their windows after the others.
 */
import { chooseTourOrder, type LatLng, type TourProblem, type TourStopInput, type TravelMatrix } from '@veloport/domain';
import { problemPoints, requestJson, RoutingError, type HttpFetch, type RoutingEngine } from './routing-support';

type VroomStep = { type: string; id?: number; job?: number; arrival?: number };
type VroomAnswer = { code?: number; error?: string; routes?: { vehicle: number; steps: VroomStep[] }[]; unassigned?: { id: number }[] };

const lngLat = (p: LatLng) => [p.lng, p.lat];
const seconds = (minutes: number) => Math.round(minutes * 60);
const END_OF_TIME = 7 * 24 * 3600;

/** The VROOM problem for one van and the stops (job id = position in the stops given + 1). */
export function vroomProblem(problem: TourProblem, travel: TravelMatrix) {
  const { depot } = problem;
  const window = (s: TourStopInput) =>
    s.windowStart == null && s.windowEnd == null
      ? {}
      : { time_windows: [[s.windowStart == null ? 0 : seconds(s.windowStart), s.windowEnd == null ? END_OF_TIME : seconds(s.windowEnd)]] };
  return {
    vehicles: [
      {
        id: 1,
        profile: 'car',
        start: lngLat(depot.location),
        end: lngLat(depot.location),
        start_index: 0,
        end_index: 0,
        time_window: [seconds(depot.dayStart), seconds(depot.dayEnd)],
      },
    ],
    jobs: problem.stops.map((s, i) => ({
      id: i + 1,
      description: String(s.id),
      location: lngLat(s.location),
      location_index: i + 1,
      service: seconds(s.serviceMinutes),
      ...window(s),
    })),
    matrices: {
      car: { durations: travel.minutes.map((row) => row.map(seconds)), distances: travel.meters.map((row) => row.map(Math.round)) },
    },
  };
}

export function createVroomEngine(options: {
  url: string;
  matrix: (points: LatLng[]) => Promise<TravelMatrix>;
  fetch?: HttpFetch;
  timeoutMs?: number;
}): RoutingEngine {
  const fetchImpl = options.fetch ?? fetch;
  return {
    name: 'vroom',
    matrix: options.matrix,
    async optimise(problem) {
      const travel = await options.matrix(problemPoints(problem));
      if (problem.stops.length < 2) return { ...chooseTourOrder({ ...problem, travel }, []), engine: 'vroom' };
      const { status, body } = await requestJson(fetchImpl, options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(vroomProblem(problem, travel)),
        timeoutMs: options.timeoutMs,
      });
      const answer = body as VroomAnswer;
      if (status !== 200 || answer.code !== 0)
        throw new RoutingError(`VROOM refused (${status}, code ${answer.code ?? '?'}): ${answer.error ?? ''}`.trim());
      const steps = answer.routes?.[0]?.steps ?? [];
      const order = steps
        .filter((s) => s.type === 'job')
        .map((s) => problem.stops[(s.id ?? s.job ?? 0) - 1]?.id)
        .filter((id) => id !== undefined);
      return { ...chooseTourOrder({ ...problem, travel }, [order]), engine: 'vroom' };
    },
  };
}
