import { z } from 'zod';
import { BILL_VAT_RATES } from './bill-totals';
import { exportFormatSchema, idListSchema, INT4_MAX, isoDateSchema, listOf, listQuerySchema } from './contracts/common';
import type { BillLineInput } from './contracts/billing';
import { priceIncludesVat, type RepairLineKind } from './workshop/repair-vat';

/**
 * Bills made from what the business already did (issue 14 "Sources", decision 048): finished workshop jobs,
 * cash-register tickets, orders of sales and bike rentals. Each source is billed once; a bill links back to its
 * sources and to the bikes it concerns.
 */
export const BILL_SOURCE_KINDS = ['workshop_job', 'checkout_ticket', 'order', 'rental'] as const;
export type BillSourceKind = (typeof BILL_SOURCE_KINDS)[number];
/** Every kind a bill_sources row may carry (leasing runs and others add theirs; `manual` is a bill typed by hand). */
export const BILL_SOURCE_LINK_KINDS = [...BILL_SOURCE_KINDS, 'reservation_charge', 'leasing', 'manual'] as const;

/** The URL segment of each list (`GET /api/bills/sources/{segment}`). */
export const BILL_SOURCE_SEGMENTS: Record<BillSourceKind, string> = {
  workshop_job: 'workshop-jobs',
  checkout_ticket: 'checkout-tickets',
  order: 'orders',
  rental: 'rentals',
};

/** Orders: delivered (done, partly delivered) or only signed (the offer signed, not yet delivered). */
export const ORDER_BILLING_STAGES = ['delivered', 'signed'] as const;
export type OrderBillingStage = (typeof ORDER_BILLING_STAGES)[number];

export const BILL_SOURCE_SORTS = ['date', 'customer', 'amount'] as const;

export const billSourceQuerySchema = listQuerySchema.extend({
  sort: z.enum(BILL_SOURCE_SORTS).default('date'),
  order: z.enum(['asc', 'desc']).default('asc'),
  customerKind: z.enum(['company', 'person']).optional(),
  companyId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  stage: z.enum(ORDER_BILLING_STAGES).optional(),
  format: exportFormatSchema.default('json'),
});
export type BillSourceQuery = z.infer<typeof billSourceQuerySchema>;

export const billSourceCustomerSchema = z.object({ kind: z.enum(['company', 'person']), id: z.number(), name: z.string() });
export type BillSourceCustomer = z.infer<typeof billSourceCustomerSchema>;

export const billSourceItemSchema = z.object({
  kind: z.enum(BILL_SOURCE_KINDS),
  id: z.number(),
  /** What the source is, as staff name it: the bike of a job, the ticket's number, the order's label, the rental's days. */
  label: z.string(),
  customer: billSourceCustomerSchema,
  /** The day it became billable: job completed, ticket rung up, order delivered or signed, rental's last day. */
  date: z.string(),
  stage: z.enum(ORDER_BILLING_STAGES).nullable(),
  lineCount: z.number(),
  exclVatCents: z.number(),
  vatCents: z.number(),
  inclVatCents: z.number(),
  bikeIds: z.array(z.number()),
});
export type BillSourceItem = z.infer<typeof billSourceItemSchema>;
export const billSourceListSchema = listOf(billSourceItemSchema);

export const billFromSourcesInputSchema = z.object({
  kind: z.enum(BILL_SOURCE_KINDS),
  ids: idListSchema(200).pipe(z.array(z.number()).min(1)),
});
export type BillFromSourcesInput = z.infer<typeof billFromSourcesInputSchema>;
export const billFromSourcesResultSchema = z.object({ billIds: z.array(z.number()) });

export const billBikeSchema = z.object({ id: z.number(), frameNumber: z.string(), model: z.string().nullable() });
export type BillBike = z.infer<typeof billBikeSchema>;
export const billLinksSchema = z.object({
  billId: z.number(),
  sources: z.array(z.object({ kind: z.enum(BILL_SOURCE_LINK_KINDS), id: z.number(), label: z.string(), released: z.boolean() })),
  bikes: z.array(billBikeSchema),
});
export type BillLinks = z.infer<typeof billLinksSchema>;
export const billBikesInputSchema = z.object({ bikeIds: z.array(z.number().int().positive().max(INT4_MAX)).max(200) });

export const billBikeLinkQuerySchema = listQuerySchema.extend({
  sort: z.enum(['date', 'number', 'customer']).default('date'),
  order: z.enum(['asc', 'desc']).default('desc'),
  bikeId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  format: exportFormatSchema.default('json'),
});
export type BillBikeLinkQuery = z.infer<typeof billBikeLinkQuerySchema>;
const billRefSchema = z.object({
  id: z.number(),
  number: z.string().nullable(),
  status: z.string(),
  customerName: z.string(),
  issueDate: z.string().nullable(),
  inclVatCents: z.number(),
});
export const billBikeLinkItemSchema = billRefSchema.extend({ bike: billBikeSchema });
export type BillBikeLinkItem = z.infer<typeof billBikeLinkItemSchema>;
export const billBikeLinkListSchema = listOf(billBikeLinkItemSchema);
export const billToLinkItemSchema = billRefSchema.extend({ sourceKinds: z.array(z.string()) });
export type BillToLinkItem = z.infer<typeof billToLinkItemSchema>;
export const billToLinkListSchema = listOf(billToLinkItemSchema);

/** A source's amount as one bill line when its total is known but not its unit price: exact, never rounded twice. */
export function lineFromTotal(description: string, quantity: number, exclVatCents: number, vatRate: number): BillLineInput {
  if (quantity > 0 && Number.isInteger(quantity) && exclVatCents % quantity === 0)
    return { description, quantity, unitPriceCents: exclVatCents / quantity, vatRate };
  return { description: quantity === 1 ? description : `${description} × ${quantity}`, quantity: 1, unitPriceCents: exclVatCents, vatRate };
}

/**
 * A workshop job line as a bill line: labour and parts are priced excluding VAT and keep their rate (6 % labour,
 * 21 % parts by default); a price-list service is priced including VAT and is split back at its rate.
 */
export function workshopBillLine(line: {
  kind: RepairLineKind;
  description: string;
  quantity: number;
  unitPriceCents: number;
  vatRate: number;
}): BillLineInput {
  const unitPriceCents = priceIncludesVat(line.kind) ? Math.round((line.unitPriceCents * 100) / (100 + line.vatRate)) : line.unitPriceCents;
  return { description: line.description, quantity: line.quantity, unitPriceCents, vatRate: line.vatRate };
}

/** The nearest Belgian rate to what an amount including and excluding VAT imply (for an order without its offer line). */
export function impliedVatRate(exclVatCents: number, inclVatCents: number): number {
  if (exclVatCents <= 0) return 21;
  const implied = ((inclVatCents - exclVatCents) * 100) / exclVatCents;
  return [...BILL_VAT_RATES].sort((a, b) => Math.abs(a - implied) - Math.abs(b - implied))[0]!;
}

/** Bike rentals are sold including 21 % VAT (decision 037): the amount excluding VAT the bill carries. */
export const RENTAL_VAT_RATE = 21;
export const rentalExclVatCents = (totalCents: number) => Math.round((totalCents * 100) / (100 + RENTAL_VAT_RATE));

/** A rental's bill line; its description in the customer's language comes from the API's bill words (decision 064). */
export function rentalBillLine(rental: { totalCents: number }, description: string): BillLineInput {
  return {
    description,
    quantity: 1,
    unitPriceCents: rentalExclVatCents(rental.totalCents),
    vatRate: RENTAL_VAT_RATE,
  };
}

/** One bill per customer: sources grouped by who pays, in the order given. */
export function groupByCustomer<T extends { customer: BillSourceCustomer }>(sources: readonly T[]): T[][] {
  const groups = new Map<string, T[]>();
  for (const s of sources) {
    const key = `${s.customer.kind}:${s.customer.id}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  return [...groups.values()];
}

/** Who pays a source: its company when it has one (a company bike, a company's order or rental), else the person. */
export function payerOf(source: { companyId: number | null; userId: number | null }): { kind: 'company' | 'person'; id: number } | null {
  if (source.companyId !== null) return { kind: 'company', id: source.companyId };
  if (source.userId !== null) return { kind: 'person', id: source.userId };
  return null;
}
