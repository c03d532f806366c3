import type { Locale } from '@veloport/domain';

/** The fleet calendar (decision 033, "Calendar"): month and week grids of the company's shared bikes. */
export const fleetCalendarPath = { path: 'fleet/calendar', getHref: (locale: Locale) => `/${locale}/dashboard/fleet/calendar` };
