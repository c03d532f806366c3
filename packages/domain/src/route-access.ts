import type { Permission } from './access';

/**
 * What every API route declares about its callers (architecture rule 2).
 * public: anyone; auth: any signed-in user, optionally needing one of `permission`
 * and/or a company access value (comma-separated, any one passes).
 */
export type RouteAccess = { public: true } | { auth: true; permission?: readonly Permission[]; companyAccess?: string };
