import { estimateMatrix, optimiseTour, type DistanceEstimateOptions } from '@veloport/domain';
import { problemPoints, type RoutingEngine } from './routing-support';

/** The domain optimiser on road distances estimated from the coordinates (haversine × detour factor, average speed). */
export function createEmbeddedEngine(estimate: DistanceEstimateOptions = {}): RoutingEngine {
  return {
    name: 'embedded',
    async matrix(points) {
      return estimateMatrix(points, estimate);
    },
    async optimise(problem) {
      return { ...optimiseTour({ ...problem, travel: estimateMatrix(problemPoints(problem), estimate) }), engine: 'embedded' };
    },
  };
}
