import type { AuthUser } from '@veloport/domain';
import type { CyclingEvent } from '@/features/content/events/api/get-event';

/** Teams and points are run by the admins and by the fleet manager of the event's company (as the API checks). */
export function isOrganiser(user: AuthUser, event: CyclingEvent): boolean {
  if (user.permission.includes('admin')) return true;
  return user.permission.includes('fleetManager') && event.company !== null && event.company.id === user.company?.id;
}
export const isAdmin = (user: AuthUser) => user.permission.includes('admin');
