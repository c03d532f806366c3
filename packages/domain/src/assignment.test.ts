import { describe, expect, it } from 'vitest';
import { assignmentProblems } from './stock';

describe('assignmentProblems', () => {
  it('accepts a company leasing with a duration', () => {
    expect(assignmentProblems({ contractKind: 'leasing', companyId: 1, userId: 2, contractMonths: 36 })).toEqual({});
  });
  it('needs a duration for monthly leasing kinds', () => {
    expect(
      assignmentProblems({ contractKind: 'leasing_with_maintenance_budget', companyId: 1, userId: null, contractMonths: null }),
    ).toEqual({ contractMonths: 'required' });
  });
  it('needs a company or a user for a contract', () => {
    expect(assignmentProblems({ contractKind: 'annual', companyId: null, userId: null, contractMonths: null })).toEqual({
      userId: 'required',
    });
    // The shop's own rental fleet (decision 037).
    expect(assignmentProblems({ contractKind: 'renting', companyId: null, userId: null, contractMonths: null })).toEqual({});
  });
  it('clears the owner when a bike goes back to stock', () => {
    expect(assignmentProblems({ contractKind: 'stock', companyId: 1, userId: 3, contractMonths: null })).toEqual({
      companyId: 'must_be_empty',
      userId: 'must_be_empty',
    });
  });
  it('leaves sold and stolen to their own actions', () => {
    expect(assignmentProblems({ contractKind: 'sold', companyId: 1, userId: null, contractMonths: null })).toEqual({
      contractKind: 'invalid',
    });
  });
});
