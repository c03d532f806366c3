import type { InsuranceStatus } from '@veloport/domain';

export const INSURANCE_STATUS_COLORS: Record<InsuranceStatus, string> = {
  open: 'blue',
  submitted: 'indigo',
  accepted: 'teal',
  refused: 'red',
  paid: 'green',
  closed: 'gray',
};
