import type { FinancingStatus } from '@veloport/domain';

export const FINANCING_STATUS_COLORS: Record<FinancingStatus, string> = { active: 'teal', ended: 'gray', cancelled: 'red' };
