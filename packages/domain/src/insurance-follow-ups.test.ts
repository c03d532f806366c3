import { describe, expect, it } from 'vitest';
import {
  canChangeInsuranceStatus,
  INSURANCE_STATUSES,
  insuranceNeedsPaidAmount,
  isFinancingEndingSoon,
  isInsuranceEditable,
  isRenewalDue,
  nextInsuranceStatuses,
} from './insurance-follow-ups';

describe('insurance follow-up status flow', () => {
  it('walks open → submitted → accepted → paid → closed', () => {
    expect(canChangeInsuranceStatus('open', 'submitted')).toBe(true);
    expect(canChangeInsuranceStatus('submitted', 'accepted')).toBe(true);
    expect(canChangeInsuranceStatus('accepted', 'paid')).toBe(true);
    expect(canChangeInsuranceStatus('paid', 'closed')).toBe(true);
  });

  it('closes a refused claim, and an open one typed by mistake', () => {
    expect(canChangeInsuranceStatus('submitted', 'refused')).toBe(true);
    expect(canChangeInsuranceStatus('refused', 'closed')).toBe(true);
    expect(canChangeInsuranceStatus('open', 'closed')).toBe(true);
  });

  it('refuses skipping steps, going back, paying a refused claim and leaving closed', () => {
    expect(canChangeInsuranceStatus('open', 'accepted')).toBe(false);
    expect(canChangeInsuranceStatus('open', 'paid')).toBe(false);
    expect(canChangeInsuranceStatus('submitted', 'open')).toBe(false);
    expect(canChangeInsuranceStatus('submitted', 'paid')).toBe(false);
    expect(canChangeInsuranceStatus('refused', 'paid')).toBe(false);
    expect(canChangeInsuranceStatus('accepted', 'closed')).toBe(false);
    for (const s of INSURANCE_STATUSES) expect(canChangeInsuranceStatus('closed', s)).toBe(false);
    for (const s of INSURANCE_STATUSES) expect(canChangeInsuranceStatus(s, s)).toBe(false);
  });

  it('offers the next statuses of each state, none once closed', () => {
    expect(nextInsuranceStatuses('submitted')).toEqual(['accepted', 'refused']);
    expect(nextInsuranceStatuses('closed')).toEqual([]);
  });

  it('keeps a follow-up editable until closed; paid needs the amount paid', () => {
    expect(isInsuranceEditable('paid')).toBe(true);
    expect(isInsuranceEditable('closed')).toBe(false);
    expect(insuranceNeedsPaidAmount('paid')).toBe(true);
    expect(insuranceNeedsPaidAmount('accepted')).toBe(false);
  });
});

describe('renewals due and financing ending soon', () => {
  it('counts a policy ending today through today + 30 days as due, not one already over or later', () => {
    expect(isRenewalDue('2026-11-26', '2026-11-26')).toBe(true);
    expect(isRenewalDue('2026-12-26', '2026-11-26')).toBe(true);
    expect(isRenewalDue('2026-12-27', '2026-11-26')).toBe(false);
    expect(isRenewalDue('2026-11-25', '2026-11-26')).toBe(false);
    expect(isRenewalDue(null, '2026-11-26')).toBe(false);
  });

  it('says an active financing ends soon within the window, never an ended or cancelled one', () => {
    expect(isFinancingEndingSoon({ status: 'active', endDate: '2027-01-10' }, '2026-11-26', 90)).toBe(true);
    expect(isFinancingEndingSoon({ status: 'active', endDate: '2027-06-10' }, '2026-11-26', 90)).toBe(false);
    expect(isFinancingEndingSoon({ status: 'cancelled', endDate: '2027-01-10' }, '2026-11-26', 90)).toBe(false);
  });
});
