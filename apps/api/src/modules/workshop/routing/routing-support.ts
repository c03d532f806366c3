/** What the routing engines share: their interface, the error they raise, and a JSON request with a timeout. */
import type { LatLng, TourPlan, TourProblem, TravelMatrix } from '@veloport/domain';

export type RoutingEngineName = 'embedded' | 'osrm' | 'vroom';

/** A plan with the engine that made it; `fallback` holds why the configured engine was not used. */
export type RoutedPlan = TourPlan & { engine: RoutingEngineName; fallback?: string };

export type RoutingEngine = {
  name: RoutingEngineName;
  /** Metres and minutes from each point to each other (row → column), in the order given. */
  matrix(points: LatLng[]): Promise<TravelMatrix>;
  /** The stops ordered; the engine brings its own distances (`problem.travel` is replaced). */
  optimise(problem: TourProblem): Promise<RoutedPlan>;
};

/** A routing server that did not give a usable answer. */
export class RoutingError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RoutingError';
  }
}

export type HttpFetch = typeof fetch;
export const ROUTING_TIMEOUT_MS = 10_000;

/** GET or POST JSON with a timeout; a network failure, a timeout or a non-JSON answer is a RoutingError. */
export async function requestJson(
  fetchImpl: HttpFetch,
  url: string,
  init: RequestInit & { timeoutMs?: number } = {},
): Promise<{ status: number; body: unknown }> {
  const { timeoutMs = ROUTING_TIMEOUT_MS, ...rest } = init;
  let res: Response;
  try {
    res = await fetchImpl(url, { ...rest, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    throw new RoutingError(`${new URL(url).host} did not answer: ${(error as Error).message}`, { cause: error });
  }
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    throw new RoutingError(`${new URL(url).host} answered ${res.status} with something that is not JSON: ${text.slice(0, 120)}`);
  }
}

export const problemPoints = (problem: TourProblem): LatLng[] => [problem.depot.location, ...problem.stops.map((s) => s.location)];
