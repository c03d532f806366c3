import { type AuthUser, can } from '@veloport/domain';
import type { CyclingEvent } from '@/features/content/events/api/get-event';

/** Teams and points are run by the admins and by the fleet manager of the event's company (as the API checks). */
export function isOrganiser(user: AuthUser, event: CyclingEvent): boolean {
  if (can(user, 'admin')) return true;
  return can(user, 'fleetManager') && event.company !== null && event.company.id === user.company?.id;
}
