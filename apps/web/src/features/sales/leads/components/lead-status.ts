import type { LeadStatus } from '@veloport/domain';

/** The badge colour of each lead status. */
export const LEAD_STATUS_COLORS: Record<LeadStatus, string> = { new: 'blue', contacted: 'yellow', offer_made: 'green', lost: 'gray' };
