import { z } from 'zod';
import { PAYMENT_METHODS, TICKET_CUSTOMER_KINDS, TICKET_LINE_KINDS, TILL_GIFT_CARD_MAX_CENTS, TILL_GIFT_CARD_MIN_CENTS } from '../checkout';
import {
  emailSchema,
  exportFormatSchema,
  INT4_MAX,
  isoDateSchema,
  listOf,
  listQuerySchema,
  localeSchema,
  namedRefSchema,
  optionalPhone,
  queryBoolean,
  requiredText,
} from './common';

/** The cash register's contracts (decision 023). */
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export const ticketLineKindSchema = z.enum(TICKET_LINE_KINDS);
export const ticketCustomerKindSchema = z.enum(TICKET_CUSTOMER_KINDS);

const refId = z.number().int().positive().max(INT4_MAX);

/** A walk-in customer who gets an account (no password: they may set one later through "forgotten password"). */
export const newTicketCustomerSchema = z.object({
  firstname: requiredText(80),
  lastname: requiredText(80),
  email: emailSchema,
  phone: optionalPhone(),
  /** The receipt's language; the cashier's when left out. */
  language: localeSchema.optional(),
});

/** Exactly one of: an existing customer, a new one, or anonymous. */
export const ticketCustomerSchema = z
  .object({ userId: refId.optional(), new: newTicketCustomerSchema.optional(), anonymous: z.literal(true).optional() })
  .superRefine((v, ctx) => {
    const given = [v.userId !== undefined, v.new !== undefined, v.anonymous !== undefined].filter(Boolean).length;
    if (given !== 1) ctx.addIssue({ code: 'custom', message: given === 0 ? 'required' : 'invalid' });
  });
export type TicketCustomerInput = z.output<typeof ticketCustomerSchema>;

export const ticketLineInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('bike'), bikeId: refId }),
  z.object({ kind: z.literal('accessory'), accessoryId: refId, quantity: z.number().int().min(1).max(100) }),
  /** A gift card sold on the ticket (decision 063): issued when the ticket is paid, outside VAT scope. */
  z.object({ kind: z.literal('gift_card'), amountCents: z.number().int().min(TILL_GIFT_CARD_MIN_CENTS).max(TILL_GIFT_CARD_MAX_CENTS) }),
]);
export type TicketLineInputBody = z.output<typeof ticketLineInputSchema>;

/** `POST /api/checkout/tickets`: the sale. Prices come from the catalogue; the discount applies to every line. */
export const ticketInputSchema = z.object({
  customer: ticketCustomerSchema,
  lines: z.array(ticketLineInputSchema).min(1).max(50),
  discountPercent: z.number().min(0).max(100).multipleOf(0.01).default(0),
  paymentMethod: paymentMethodSchema,
  /** A promo code (decision 059): discounts the lines it is for; 422 on `promoCode` with the reason when refused. */
  promoCode: z.string().trim().min(1).max(30).optional(),
  /** Part (or all) of the ticket paid with a gift card; the rest by `paymentMethod`. */
  giftCard: z.object({ code: z.string().trim().min(1).max(40), amountCents: z.number().int().positive().max(INT4_MAX) }).optional(),
  /** Drawn by the till once per cart (decision 063): the same sale sent twice (two clicks) writes one ticket. */
  saleKey: z.string().uuid().optional(),
});
export type TicketInput = z.output<typeof ticketInputSchema>;

/** `POST /api/checkout/tickets/preview`: the cart as it stands; the customer and the payment may still be unknown. */
export const ticketPreviewInputSchema = ticketInputSchema
  .omit({ saleKey: true })
  .extend({ customer: ticketCustomerSchema.optional(), paymentMethod: paymentMethodSchema.optional() });
export type TicketPreviewInput = z.output<typeof ticketPreviewInputSchema>;

const amountsSchema = z.object({
  grossCents: z.number(),
  discountCents: z.number(),
  exclVatCents: z.number(),
  vatCents: z.number(),
  inclVatCents: z.number(),
});

export const ticketLineSchema = z.object({
  id: z.number(),
  kind: ticketLineKindSchema,
  label: z.string(),
  bikeId: z.number().nullable(),
  frameNumber: z.string().nullable(),
  accessoryId: z.number().nullable(),
  quantity: z.number(),
  unitPriceCents: z.number(),
  vatRate: z.number(),
  amounts: amountsSchema,
  /** The card a gift card line issued: its full code (printed once on the receipt) and expiry. */
  giftCard: z.object({ id: z.number(), code: z.string(), expiresOn: z.string().nullable() }).nullable(),
});
export type TicketLine = z.infer<typeof ticketLineSchema>;

export const ticketTotalsSchema = amountsSchema.extend({
  vatByRate: z.array(z.object({ rate: z.number(), baseCents: z.number(), vatCents: z.number() })),
});

export const ticketSummarySchema = z.object({
  id: z.number(),
  number: z.string(),
  createdAt: z.string(),
  customerKind: ticketCustomerKindSchema,
  /** The customer's account (existing or created at the till); null for an anonymous sale. */
  customer: z.object({ id: z.number(), name: z.string(), email: z.string().nullable() }).nullable(),
  company: namedRefSchema.nullable(),
  cashier: namedRefSchema.nullable(),
  store: namedRefSchema,
  paymentMethod: paymentMethodSchema,
  discountPercent: z.number(),
  language: localeSchema,
  itemCount: z.number(),
  /** The goods' totals: the gift cards sold are outside VAT scope and not in them (decision 063). */
  totals: ticketTotalsSchema,
  /** The face value of the gift cards the ticket sold. */
  giftCardsSoldCents: z.number(),
  /** The promo code used (decision 059): its discount, VAT included, is already in the lines and totals. */
  promo: z.object({ code: z.string(), discountCents: z.number() }).nullable(),
  /** What a gift card paid (its code masked but for the last group) and what it still holds after the sale. */
  giftCard: z.object({ code: z.string(), amountCents: z.number(), balanceAfterCents: z.number() }).nullable(),
  /** What the customer paid by `paymentMethod`: the total and the gift cards sold, less the gift card paid with. */
  toPayCents: z.number(),
  /** Set by billing when the ticket's bill is made ("tickets-to-bill"). */
  billedAt: z.string().nullable(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;
export const ticketSchema = ticketSummarySchema.extend({ lines: z.array(ticketLineSchema) });
export type Ticket = z.infer<typeof ticketSchema>;

/** What the till shows before the payment: the same rules as the sale, refusals as reasons instead of a 422. */
export const ticketPreviewSchema = z.object({
  totals: ticketTotalsSchema,
  giftCardsSoldCents: z.number(),
  promo: z.object({ code: z.string(), discountCents: z.number() }).nullable(),
  giftCard: z.object({ amountCents: z.number(), balanceAfterCents: z.number() }).nullable(),
  toPayCents: z.number(),
  /** Field → reason, as a sale would answer (`promoCode`: used_up…, `giftCard.code`: invalid…); what is refused is left out of the totals. */
  refusals: z.record(z.string(), z.string()),
});
export type TicketPreview = z.infer<typeof ticketPreviewSchema>;

export const ticketListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['id', 'createdAt', 'total']).default('id'),
  order: z.enum(['asc', 'desc']).default('desc'),
  paymentMethod: paymentMethodSchema.optional(),
  customerKind: ticketCustomerKindSchema.optional(),
  userId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  billed: queryBoolean.optional(),
  format: exportFormatSchema.default('json'),
});
export type TicketListQuery = z.infer<typeof ticketListQuerySchema>;
export const ticketListSchema = listOf(ticketSummarySchema);

export const receiptQuerySchema = z.object({ locale: localeSchema.optional() });

/** What the till can sell: stock bikes and accessories, found by frame number, model or name. */
export const checkoutSearchQuerySchema = z.object({ q: z.string().trim().max(120).optional() });
export const sellableBikeSchema = z.object({
  id: z.number(),
  frameNumber: z.string(),
  label: z.string(),
  size: z.string().nullable(),
  color: z.string().nullable(),
  store: namedRefSchema,
  unitPriceCents: z.number(),
  vatRate: z.number(),
  inclVatCents: z.number(),
});
export type SellableBike = z.infer<typeof sellableBikeSchema>;
export const sellableAccessorySchema = z.object({
  id: z.number(),
  name: z.string(),
  reference: z.string().nullable(),
  unitPriceCents: z.number(),
  vatRate: z.number(),
  inclVatCents: z.number(),
  /** In the cashier's store, which the sale takes it from. */
  quantity: z.number(),
});
export type SellableAccessory = z.infer<typeof sellableAccessorySchema>;
export const sellableListSchema = z.object({
  bikes: z.array(sellableBikeSchema),
  accessories: z.array(sellableAccessorySchema),
  store: namedRefSchema,
});
export type SellableList = z.infer<typeof sellableListSchema>;
export const checkoutCustomerListSchema = z.object({
  data: z.array(z.object({ id: z.number(), name: z.string(), email: z.string(), companyId: z.number().nullable() })),
});
