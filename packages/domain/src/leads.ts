/**
 * Leads (spec §2 `offers/interested`): people or companies interested in a bike, before any offer.
 * Decision 022: `new → contacted → offer_made | lost`. `offer_made` is reached only by making an offer
 * from the lead (never by a status change), and is final: from there the offer carries the sale.
 * A lost lead can be reopened (→ contacted) when the person comes back.
 */
export const LEAD_STATUSES = ['new', 'contacted', 'offer_made', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Where a lead came from: the public leasing request, the contact form, or typed in by the staff. */
export const LEAD_SOURCES = ['leasing_request', 'contact', 'typed'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** The moves `POST /api/leads/{id}/status` may make; anything else is 409 `invalid_transition`. */
export const LEAD_TRANSITIONS: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ['contacted', 'lost'],
  contacted: ['new', 'lost'],
  offer_made: [],
  lost: ['contacted'],
};

export function nextLeadStatuses(from: LeadStatus): readonly LeadStatus[] {
  return LEAD_TRANSITIONS[from];
}

export function canChangeLeadStatus(from: LeadStatus, to: LeadStatus): boolean {
  return LEAD_TRANSITIONS[from].includes(to);
}

/** An offer can be made from a lead still open (new or contacted), once: the lead then points at it. */
export function canMakeOfferFromLead(lead: { status: LeadStatus; offerId: number | null }): boolean {
  return lead.offerId === null && (lead.status === 'new' || lead.status === 'contacted');
}
