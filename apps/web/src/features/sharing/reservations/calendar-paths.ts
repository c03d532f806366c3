import type { Locale } from '@veloport/domain';

/** The fleet calendar (decision 033, "Calendar"): month and week grids of the company's shared bikes. */
export const fleetCalendarPath = { path: 'fleet/calendar', getHref: (locale: Locale) => `/${locale}/dashboard/fleet/calendar` };

/** Each shared bike's building (decision 039): where the fleet manager says each bike sits. */
export const sharedBikeHomesPath = { path: 'fleet/shared-bikes', getHref: (locale: Locale) => `/${locale}/dashboard/fleet/shared-bikes` };
