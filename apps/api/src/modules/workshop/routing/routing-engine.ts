/**
 * Where tour distances and stop orders come from (decision 031). One interface, three engines chosen by configuration:
 *   embedded  the domain optimiser on distances estimated from coordinates (no server, the default);
 *   osrm      road distances and times from an OSRM server's /table service, ordered by the domain optimiser;
 *   vroom     the stops ordered by a VROOM server (on OSRM's matrix when OSRM_URL is set, else on the estimate).
 * An engine that fails (down, slow, refusing the request) is replaced for that call by the embedded one, and the plan
 * says so (`fallback`): a mechanic's tour is never left unordered because a server is away.
 */
import { estimateMatrix } from '@veloport/domain';
import type { RoutingConfig } from '../../../config';
import { createEmbeddedEngine } from './embedded-engine';
import { createOsrmEngine } from './osrm-engine';
import type { HttpFetch, RoutingEngine } from './routing-support';
import { createVroomEngine } from './vroom-engine';

export { RoutingError, type HttpFetch, type RoutedPlan, type RoutingEngine, type RoutingEngineName } from './routing-support';

/** The configured engine, falling back to the embedded one when it fails (logged as a warning). */
export function createRoutingEngine(
  config: RoutingConfig,
  deps: { fetch?: HttpFetch; warn?: (message: string) => void } = {},
): RoutingEngine {
  const estimate = { detourFactor: config.detourFactor, speedKmh: config.speedKmh };
  const embedded = createEmbeddedEngine(estimate);
  const fetchImpl = deps.fetch ?? fetch;
  const osrm = config.osrmUrl ? createOsrmEngine({ url: config.osrmUrl, profile: config.osrmProfile, fetch: fetchImpl, estimate }) : null;
  let primary: RoutingEngine;
  if (config.engine === 'osrm' && osrm) primary = osrm;
  else if (config.engine === 'vroom' && config.vroomUrl) {
    primary = createVroomEngine({
      url: config.vroomUrl,
      fetch: fetchImpl,
      matrix: osrm ? (points) => osrm.matrix(points) : async (points) => estimateMatrix(points, estimate),
    });
  } else return embedded;
  const warn = deps.warn ?? (() => {});
  return {
    name: primary.name,
    async matrix(points) {
      try {
        return await primary.matrix(points);
      } catch (error) {
        warn(`routing engine ${primary.name} failed, distances estimated instead: ${(error as Error).message}`);
        return embedded.matrix(points);
      }
    },
    async optimise(problem) {
      try {
        return await primary.optimise(problem);
      } catch (error) {
        const reason = `${primary.name}: ${(error as Error).message}`;
        warn(`routing engine failed, the embedded optimiser answered instead (${reason})`);
        return { ...(await embedded.optimise(problem)), fallback: reason };
      }
    },
  };
}
