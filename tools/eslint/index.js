import { boundariesRule } from './boundaries.js';
import { clockRule } from './clock.js';
import { routeAccessRule } from './route-access.js';

export const veloport = { rules: { boundaries: boundariesRule, 'route-access': routeAccessRule, clock: clockRule } };
