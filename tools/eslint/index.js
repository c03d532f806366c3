import { boundariesRule } from './boundaries.js';
import { clockRule } from './clock.js';
import { dataAccessRule } from './data-access.js';
import { routeAccessRule } from './route-access.js';

export const veloport = {
  rules: { boundaries: boundariesRule, 'route-access': routeAccessRule, clock: clockRule, 'data-access': dataAccessRule },
};
