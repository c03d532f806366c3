import { boundariesRule } from './boundaries.js';
import { routeAccessRule } from './route-access.js';

export const veloport = { rules: { boundaries: boundariesRule, 'route-access': routeAccessRule } };
