import { addDays } from './brussels-time';

/**
 * Insurance follow-ups (issue 14, decision 051): a claim (theft, damage) or a policy renewal of an insured bike.
 * `open → submitted → accepted | refused`; `accepted → paid → closed`; `refused → closed`. An open follow-up
 * can also be closed straight away (typed by mistake, the customer withdrew). Closed is final.
 */
export const INSURANCE_KINDS = ['theft', 'damage', 'renewal'] as const;
export type InsuranceKind = (typeof INSURANCE_KINDS)[number];

export const INSURANCE_STATUSES = ['open', 'submitted', 'accepted', 'refused', 'paid', 'closed'] as const;
export type InsuranceStatus = (typeof INSURANCE_STATUSES)[number];

/** The moves `POST /api/insurance-follow-ups/{id}/transitions` may make; anything else is 409 `invalid_transition`. */
export const INSURANCE_TRANSITIONS: Record<InsuranceStatus, readonly InsuranceStatus[]> = {
  open: ['submitted', 'closed'],
  submitted: ['accepted', 'refused'],
  accepted: ['paid'],
  refused: ['closed'],
  paid: ['closed'],
  closed: [],
};

export function nextInsuranceStatuses(from: InsuranceStatus): readonly InsuranceStatus[] {
  return INSURANCE_TRANSITIONS[from];
}

export function canChangeInsuranceStatus(from: InsuranceStatus, to: InsuranceStatus): boolean {
  return INSURANCE_TRANSITIONS[from].includes(to);
}

/** A follow-up's data can still be corrected until it is closed. */
export const isInsuranceEditable = (status: InsuranceStatus) => status !== 'closed';

/** Becoming `paid` needs the amount the insurer paid (given with the move, or already recorded). */
export const insuranceNeedsPaidAmount = (to: InsuranceStatus) => to === 'paid';

/** How many days ahead a policy's end counts as a renewal due (the list and the daily e-mail). */
export const RENEWAL_DUE_DAYS = 30;

/** A policy ending between today and today + RENEWAL_DUE_DAYS (both included) is due for renewal. */
export function isRenewalDue(insuranceEnd: string | null, today: string, days = RENEWAL_DUE_DAYS): boolean {
  return insuranceEnd !== null && insuranceEnd >= today && insuranceEnd <= addDays(today, days);
}

/** External financing of a bike: running, ended at its term, or cancelled early. */
export const FINANCING_STATUSES = ['active', 'ended', 'cancelled'] as const;
export type FinancingStatus = (typeof FINANCING_STATUSES)[number];

/** An active financing whose end date falls within `days` of today is "ending soon". */
export function isFinancingEndingSoon(f: { status: FinancingStatus; endDate: string }, today: string, days: number): boolean {
  return f.status === 'active' && f.endDate >= today && f.endDate <= addDays(today, days);
}
