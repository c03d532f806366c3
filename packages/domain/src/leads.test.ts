import { describe, expect, it } from 'vitest';
import { canChangeLeadStatus, canMakeOfferFromLead, LEAD_STATUSES, nextLeadStatuses } from './leads';

describe('lead statuses', () => {
  it('moves a new lead to contacted or lost, and reopens a lost one', () => {
    expect(nextLeadStatuses('new')).toEqual(['contacted', 'lost']);
    expect(canChangeLeadStatus('contacted', 'lost')).toBe(true);
    expect(canChangeLeadStatus('lost', 'contacted')).toBe(true);
  });

  it('never reaches offer_made by a status change, and never leaves it', () => {
    for (const from of LEAD_STATUSES) expect(canChangeLeadStatus(from, 'offer_made')).toBe(false);
    expect(nextLeadStatuses('offer_made')).toEqual([]);
  });

  it('refuses a move to the same status', () => {
    for (const s of LEAD_STATUSES) expect(canChangeLeadStatus(s, s)).toBe(false);
  });
});

describe('making an offer from a lead', () => {
  it('is allowed once, from an open lead', () => {
    expect(canMakeOfferFromLead({ status: 'new', offerId: null })).toBe(true);
    expect(canMakeOfferFromLead({ status: 'contacted', offerId: null })).toBe(true);
    expect(canMakeOfferFromLead({ status: 'lost', offerId: null })).toBe(false);
    expect(canMakeOfferFromLead({ status: 'offer_made', offerId: 4 })).toBe(false);
    expect(canMakeOfferFromLead({ status: 'contacted', offerId: 4 })).toBe(false);
  });
});
