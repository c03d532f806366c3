import { z } from 'zod';
import { LOCALES } from '../locale';
import {
  SHOP_DELIVERY_METHODS,
  SHOP_GIFT_CARD_MAX_CENTS,
  SHOP_GIFT_CARD_MIN_CENTS,
  SHOP_LINE_KINDS,
  SHOP_MARK_PAID_METHODS,
  SHOP_MAX_QUANTITY,
  SHOP_ORDER_STATUSES,
  SHOP_PAID_BY,
  SHOP_PAYMENT_METHODS,
  SHOP_PAYMENT_STATUSES,
} from '../shop';
import { refundMeansInputSchema } from './refunds';
import { emailSchema, exportFormatSchema, INT4_MAX, isoDateSchema, listOf, listQuerySchema, optionalPhone, requiredText } from './common';

const refId = z.number().int().positive().max(INT4_MAX);
/** The terms must be accepted: 422 `acceptTerms: terms_not_accepted` otherwise (`required` when absent). */
const acceptTerms = z.boolean().refine((v) => v, { message: 'terms_not_accepted' });

/** The web shop's contract (issue 27, decision 082): `POST /api/shop/quote`, `POST /api/shop/orders`, tracking, online rentals. */

export const shopLineInputSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('bike'), modelId: refId, size: requiredText(20) }),
  z.object({ kind: z.literal('accessory'), accessoryId: refId, quantity: z.number().int().min(1).max(SHOP_MAX_QUANTITY) }),
  z.object({
    kind: z.literal('gift_card'),
    amountCents: z.number().int().min(SHOP_GIFT_CARD_MIN_CENTS).max(SHOP_GIFT_CARD_MAX_CENTS),
  }),
  // One used bike of the public listings (decision 105): always one unit.
  z.object({ kind: z.literal('used_bike'), usedBikeId: refId }),
]);
export type ShopLineInput = z.output<typeof shopLineInputSchema>;

export const shopAddressSchema = z.object({
  street: requiredText(200),
  postalCode: requiredText(12),
  city: requiredText(100),
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { message: 'invalid' }),
});
export type ShopAddress = z.output<typeof shopAddressSchema>;

export const shopDeliveryInputSchema = z
  .object({
    method: z.enum(SHOP_DELIVERY_METHODS),
    storeId: refId.optional(),
    address: shopAddressSchema.optional(),
  })
  .superRefine((d, ctx) => {
    if (d.method === 'store_pickup' && d.storeId === undefined) ctx.addIssue({ code: 'custom', path: ['storeId'], message: 'required' });
    if (d.method !== 'store_pickup' && d.address === undefined) ctx.addIssue({ code: 'custom', path: ['address'], message: 'required' });
  });
export type ShopDeliveryInput = z.output<typeof shopDeliveryInputSchema>;

export const shopQuoteInputSchema = z.object({
  lines: z.array(shopLineInputSchema).min(1).max(50),
  delivery: shopDeliveryInputSchema,
  promoCode: z.string().trim().max(40).optional(),
  giftCardCode: z.string().trim().max(40).optional(),
});
export type ShopQuoteInput = z.output<typeof shopQuoteInputSchema>;

const vatGroupSchema = z.object({ rate: z.number(), baseCents: z.number().int(), vatCents: z.number().int() });

export const shopQuoteLineSchema = z.object({
  kind: z.enum(SHOP_LINE_KINDS),
  modelId: z.number().nullable(),
  size: z.string().nullable(),
  accessoryId: z.number().nullable(),
  /** The used-bike listing of a `used_bike` line (decision 105). */
  usedBikeId: z.number().nullable(),
  /** A bike "soon available": the day it is expected at the store (none in stock, one on its way; decision 105). */
  availableOn: isoDateSchema.nullable(),
  label: z.string(),
  quantity: z.number().int(),
  unitInclVatCents: z.number().int(),
  vatRate: z.number(),
  discountCents: z.number().int(),
  totalInclVatCents: z.number().int(),
});
export type ShopQuoteLine = z.infer<typeof shopQuoteLineSchema>;

export const shopQuoteSchema = z.object({
  lines: z.array(shopQuoteLineSchema),
  deliveryCents: z.number().int(),
  /** The day the goods are there: ready in the store, or expected at home or at the relay point. */
  deliveryDate: isoDateSchema,
  discountCents: z.number().int(),
  giftCardCents: z.number().int(),
  /** What is left to pay, VAT included (a gift card has paid its part). */
  totalInclVatCents: z.number().int(),
  vat: z.array(vatGroupSchema),
});
export type ShopQuote = z.infer<typeof shopQuoteSchema>;

export const shopCustomerSchema = z.object({
  email: emailSchema,
  firstName: requiredText(80),
  lastName: requiredText(80),
  phone: optionalPhone(),
  language: z.enum(LOCALES),
});

export const shopOrderInputSchema = shopQuoteInputSchema.extend({
  customer: shopCustomerSchema,
  billingAddress: shopAddressSchema.optional(),
  notes: z.string().trim().max(1000).optional(),
  paymentMethod: z.enum(SHOP_PAYMENT_METHODS),
  acceptTerms,
});
export type ShopOrderInput = z.output<typeof shopOrderInputSchema>;

export const shopPaymentSchema = z.object({
  method: z.enum(SHOP_PAYMENT_METHODS),
  status: z.enum(SHOP_PAYMENT_STATUSES),
  structuredCommunication: z.string().optional(),
  /** The EPC ("SEPA credit transfer") QR payload a banking app scans. */
  epcQr: z.string().optional(),
  iban: z.string().optional(),
  redirectUrl: z.string().optional(),
});

export const shopOrderPlacedSchema = z.object({
  id: z.number(),
  number: z.string(),
  trackingToken: z.string(),
  totals: z.object({ totalInclVatCents: z.number().int() }),
  payment: shopPaymentSchema,
});
export type ShopOrderPlaced = z.infer<typeof shopOrderPlacedSchema>;

export const shopTrackingQuerySchema = z.object({ token: z.string().min(1).max(100) });
export const shopOrderNumberParamSchema = z.object({ number: z.string().min(1).max(20) });

export const shopOrderViewSchema = z.object({
  number: z.string(),
  status: z.enum(SHOP_ORDER_STATUSES),
  placedAt: z.string(),
  lines: z.array(shopQuoteLineSchema),
  delivery: z.object({
    method: z.enum(SHOP_DELIVERY_METHODS),
    storeId: z.number().nullable(),
    address: shopAddressSchema.nullable(),
    expectedOn: z.string().nullable(),
    deliveredOn: z.string().nullable(),
  }),
  totals: z.object({
    deliveryCents: z.number().int(),
    discountCents: z.number().int(),
    giftCardCents: z.number().int(),
    totalInclVatCents: z.number().int(),
    vat: z.array(vatGroupSchema),
  }),
  payment: z.object({ method: z.enum(SHOP_PAYMENT_METHODS), status: z.enum(SHOP_PAYMENT_STATUSES) }),
  /** The last day a withdrawal may be asked (14 days after delivery), once delivered. */
  withdrawalUntil: z.string().nullable(),
  canCancel: z.boolean(),
});
export type ShopOrderView = z.infer<typeof shopOrderViewSchema>;
/** `GET /api/shop/my-orders`: a signed-in customer's orders, newest first. */
export const shopOrderViewListSchema = z.object({ data: z.array(shopOrderViewSchema) });

/** `POST /api/shop/orders/{number}/withdrawal`: why, optionally. */
export const shopWithdrawalInputSchema = z.object({ reason: z.string().trim().max(1000).optional() });

// Online rentals.
export const publicRentalQuerySchema = z.object({ start: isoDateSchema, end: isoDateSchema });
export const publicRentalBikeSchema = z.object({
  id: z.number(),
  model: z.string(),
  size: z.string().nullable(),
  location: z.string().nullable(),
  dayRateCents: z.number().int(),
  totalCents: z.number().int(),
  depositCents: z.number().int(),
});
export const publicRentalBikesSchema = z.object({ data: z.array(publicRentalBikeSchema) });
export type PublicRentalBike = z.infer<typeof publicRentalBikeSchema>;

export const publicRentalBookingInputSchema = z.object({
  bikeId: refId,
  start: isoDateSchema,
  end: isoDateSchema,
  customer: shopCustomerSchema.omit({ language: true }).extend({ language: z.enum(LOCALES).optional() }),
  acceptTerms,
});
export type PublicRentalBookingInput = z.output<typeof publicRentalBookingInputSchema>;
export const publicRentalBookingSchema = z.object({
  id: z.number(),
  code: z.string(),
  totalCents: z.number().int(),
  depositCents: z.number().int(),
});

// The back office's list of shop orders (staff): delivery and billing as the customer typed them (spec §3).
export const shopOrderListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['id', 'placedAt']).default('id'),
  order: z.enum(['asc', 'desc']).default('desc'),
  status: z.enum(SHOP_ORDER_STATUSES).optional(),
  format: exportFormatSchema.default('json'),
});
export type ShopOrderListQuery = z.output<typeof shopOrderListQuerySchema>;
export const shopOrderListItemSchema = z.object({
  id: z.number(),
  number: z.string(),
  status: z.enum(SHOP_ORDER_STATUSES),
  placedAt: z.string(),
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable(), language: z.string() }),
  delivery: z.object({
    method: z.enum(SHOP_DELIVERY_METHODS),
    storeId: z.number().nullable(),
    storeName: z.string().nullable(),
    address: shopAddressSchema.nullable(),
    billingAddress: shopAddressSchema.nullable(),
    notes: z.string().nullable(),
    expectedOn: z.string().nullable(),
    deliveredOn: z.string().nullable(),
  }),
  payment: z.object({ method: z.enum(SHOP_PAYMENT_METHODS), status: z.enum(SHOP_PAYMENT_STATUSES) }),
  totalInclVatCents: z.number().int(),
});
export type ShopOrderListItem = z.infer<typeof shopOrderListItemSchema>;
export const shopOrderListSchema = listOf(shopOrderListItemSchema);

/** `GET /api/shop/orders/{number}/details` (staff): the list's row, its lines and totals, the bill paying issued. */
export const shopOrderDetailSchema = shopOrderListItemSchema.extend({
  lines: z.array(shopQuoteLineSchema),
  totals: shopOrderViewSchema.shape.totals,
  promoCode: z.string().nullable(),
  billId: z.number().nullable(),
  paidAt: z.string().nullable(),
  /** How it was paid (decision 121); null while unpaid, or paid in the store before the method was recorded. */
  paidBy: z.enum(SHOP_PAID_BY).nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  withdrawnAt: z.string().nullable(),
  withdrawalReason: z.string().nullable(),
  withdrawalUntil: z.string().nullable(),
  /** The money given back (decision 105): when, by whom, the credit note. */
  refundedAt: z.string().nullable(),
  refundedBy: z.string().nullable(),
  creditNoteId: z.number().nullable(),
});
export type ShopOrderDetail = z.infer<typeof shopOrderDetailSchema>;

/**
 * `POST /api/shop/orders/{number}/mark-paid` (staff): how the money came (decision 121). Without it a transfer order is
 * paid by transfer; an order paid in the store must say cash or card (422 `{ method: 'required' }`).
 */
export const shopMarkPaidInputSchema = z.object({ method: z.enum(SHOP_MARK_PAID_METHODS).optional() });
export type ShopMarkPaidInput = z.output<typeof shopMarkPaidInputSchema>;

/**
 * `POST /api/shop/orders/{number}/refund` (staff, decision 105): the goods of a withdrawn order are back, or a paid
 * order was cancelled; the bill is credited and the money given back through billing's refunds (IBAN for a transfer).
 */
export const shopRefundInputSchema = refundMeansInputSchema;
