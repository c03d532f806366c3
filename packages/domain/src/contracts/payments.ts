import { z } from 'zod';
import { DELIVERY_METHOD_KINDS, GIFT_CARD_VOID_REASONS, PROMO_KINDS, PROMO_LINE_KINDS, overlappingZone } from '../payments';
import { centsSchema, exportFormatSchema, idSchema, INT4_MAX, isoDateSchema, listOf, listQuerySchema } from './common';

/** Gift cards, promo codes, delivery settings and online payment (issue 14, decision 050). Money in integer cents. */

export const GIFT_CARD_STATUSES = ['active', 'used', 'expired', 'void'] as const;
export const GIFT_CARD_CHANNELS = ['till', 'online'] as const;
const positiveCents = z.number().int().min(1).max(100_000_000);

/** `POST /api/gift-cards`: the code is drawn by the server, never chosen. */
export const giftCardInputSchema = z.object({
  amountCents: z.number().int().min(100).max(1_000_000),
  expiresOn: isoDateSchema.nullish(),
  soldVia: z.enum(GIFT_CARD_CHANNELS).default('till'),
  buyerName: z.string().trim().max(120).nullish(),
  note: z.string().trim().max(500).nullish(),
});
export type GiftCardInput = z.input<typeof giftCardInputSchema>;

export const giftCardUseSchema = z.object({
  id: z.number(),
  /** Negative for a use, positive for the sale. */
  amountCents: z.number(),
  balanceAfterCents: z.number(),
  reference: z.string().nullable(),
  by: z.object({ id: z.number(), name: z.string() }).nullable(),
  at: z.string(),
});
export type GiftCardUse = z.infer<typeof giftCardUseSchema>;

export const giftCardSchema = z.object({
  id: z.number(),
  code: z.string(),
  initialCents: z.number(),
  balanceCents: z.number(),
  expiresOn: z.string().nullable(),
  status: z.enum(GIFT_CARD_STATUSES),
  soldVia: z.enum(GIFT_CARD_CHANNELS),
  /** The till ticket that sold it (decision 063); null when sold from the gift cards screen or online. */
  soldOnTicket: z.object({ id: z.number(), number: z.string() }).nullable(),
  buyerName: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type GiftCard = z.infer<typeof giftCardSchema>;
/** Who voided a card, when and why (decision 119); null while it is not voided. */
export const giftCardVoidedSchema = z.object({
  at: z.string(),
  by: z.object({ id: z.number(), name: z.string() }).nullable(),
  reason: z.enum(GIFT_CARD_VOID_REASONS),
  note: z.string().nullable(),
});
export const giftCardDetailSchema = giftCardSchema.extend({ uses: z.array(giftCardUseSchema), voided: giftCardVoidedSchema.nullable() });
export type GiftCardDetail = z.infer<typeof giftCardDetailSchema>;
export const giftCardListSchema = listOf(giftCardSchema);
export const giftCardListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['createdAt', 'balance', 'expiresOn']).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  status: z.enum(GIFT_CARD_STATUSES).optional(),
  format: exportFormatSchema.default('json'),
});
export type GiftCardListQuery = z.output<typeof giftCardListQuerySchema>;

/** `POST /api/gift-cards/{id}/void` (decision 119): what remains on the card goes to 0, for good. */
export const giftCardVoidSchema = z.object({
  reason: z.enum(GIFT_CARD_VOID_REASONS),
  note: z.string().trim().max(500).nullish(),
});
export type GiftCardVoidInput = z.input<typeof giftCardVoidSchema>;

export const giftCardCodeInputSchema = z.string().trim().min(1).max(40);
/**
 * `POST /api/gift-cards/redeem`: pays `amountCents` of an issued bill (its printed number, `2026-00042`) with the card;
 * the bill gets a gift-card payment and the books spend the card's debt on it (decision 120). Answers what remains.
 */
export const giftCardRedeemSchema = z.object({
  code: giftCardCodeInputSchema,
  amountCents: positiveCents,
  billNumber: z.string().trim().min(1).max(20),
});
export const giftCardRedeemedSchema = z.object({
  code: z.string(),
  amountCents: z.number(),
  balanceCents: z.number(),
  bill: z.object({ id: z.number(), number: z.string(), status: z.string(), leftToPayCents: z.number() }),
});
/** `POST /api/gift-cards/balance`: what a card still holds, for whoever holds the code. */
export const giftCardBalanceInputSchema = z.object({ code: giftCardCodeInputSchema });
export const giftCardBalanceSchema = z.object({
  balanceCents: z.number(),
  expiresOn: z.string().nullable(),
  status: z.enum(GIFT_CARD_STATUSES),
});

const promoCode = z
  .string()
  .trim()
  .min(3)
  .max(30)
  .transform((v) => v.toUpperCase())
  .refine((v) => /^[A-Z0-9_-]+$/.test(v), 'invalid');
const limit = z.number().int().min(1).max(INT4_MAX).nullish();

export const promoCodeInputSchema = z
  .object({
    code: promoCode,
    kind: z.enum(PROMO_KINDS),
    value: z.number().int().min(1).max(100_000_000),
    startsOn: isoDateSchema.nullish(),
    endsOn: isoDateSchema.nullish(),
    maxUses: limit,
    perCustomerLimit: limit,
    minimumOrderCents: centsSchema.default(0),
    active: z.boolean().default(true),
    description: z.string().trim().max(300).nullish(),
    /** Shown to customers in the dashboard carousel's promotions (decision 058). */
    isPublic: z.boolean().default(false),
    /** The kinds of line it discounts (decision 059); empty or absent: every line. */
    appliesTo: z.array(z.enum(PROMO_LINE_KINDS)).max(PROMO_LINE_KINDS.length).default([]),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'percent' && v.value > 100) ctx.addIssue({ code: 'custom', path: ['value'], message: 'too_big' });
    if (v.startsOn && v.endsOn && v.endsOn < v.startsOn) ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'end_before_start' });
  });
export type PromoCodeInput = z.input<typeof promoCodeInputSchema>;

export const promoCodeSchema = z.object({
  id: z.number(),
  code: z.string(),
  kind: z.enum(PROMO_KINDS),
  value: z.number(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  maxUses: z.number().nullable(),
  perCustomerLimit: z.number().nullable(),
  minimumOrderCents: z.number(),
  active: z.boolean(),
  description: z.string().nullable(),
  isPublic: z.boolean(),
  appliesTo: z.array(z.enum(PROMO_LINE_KINDS)),
  usesCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PromoCode = z.infer<typeof promoCodeSchema>;
export const promoCodeListSchema = listOf(promoCodeSchema);
export const promoCodeListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['createdAt', 'code', 'endsOn', 'uses']).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  active: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  format: exportFormatSchema.default('json'),
});
export type PromoCodeListQuery = z.output<typeof promoCodeListQuerySchema>;

/** `POST /api/promo-codes/check`: what the code takes off an order of `totalCents`, or 422 with the reason. */
export const promoCheckSchema = z.object({
  code: z.string().trim().min(1).max(30),
  totalCents: centsSchema,
  /** The order's lines (VAT included) when the code may be limited to some products (decision 059); without them the total is one line any code fits only when it names no product. */
  lines: z
    .array(z.object({ kind: z.enum(PROMO_LINE_KINDS), inclVatCents: centsSchema }))
    .max(200)
    .optional(),
});
export const promoCheckedSchema = z.object({ code: z.string(), discountCents: z.number(), totalAfterCents: z.number() });
/** `POST /api/promo-codes/redeem`: records one use on an order (counted exactly under concurrency). */
export const promoRedeemSchema = promoCheckSchema.extend({
  reference: z.string().trim().min(1).max(120),
  userId: z.number().int().positive().max(INT4_MAX).optional(),
});
export const promoRedeemedSchema = promoCheckedSchema.extend({ useId: z.number() });

/** A range of Belgian postal codes with its price (decision 059). */
export const deliveryZoneSchema = z
  .object({
    name: z.string().trim().min(1).max(60),
    fromPostalCode: z.number().int().min(1000).max(9999),
    toPostalCode: z.number().int().min(1000).max(9999),
    priceCents: centsSchema,
  })
  .refine((z) => z.toPostalCode >= z.fromPostalCode, { path: ['toPostalCode'], message: 'end_before_start' });
export const deliveryMethodSettingSchema = z.object({
  kind: z.enum(DELIVERY_METHOD_KINDS),
  priceCents: centsSchema,
  enabled: z.boolean(),
  /** No zones: offered everywhere at `priceCents`; with zones: only inside them, at the zone's price. */
  zones: z.array(deliveryZoneSchema).max(50).default([]),
});
export const deliverySettingsSchema = z.object({
  methods: z.array(deliveryMethodSettingSchema).length(DELIVERY_METHOD_KINDS.length),
  freeDeliveryFromCents: centsSchema.nullable(),
});
export type DeliverySettings = z.infer<typeof deliverySettingsSchema>;
export const deliverySettingsInputSchema = deliverySettingsSchema.superRefine((v, ctx) => {
  const kinds = new Set(v.methods.map((m) => m.kind));
  if (kinds.size !== DELIVERY_METHOD_KINDS.length) ctx.addIssue({ code: 'custom', path: ['methods'], message: 'duplicate' });
  v.methods.forEach((m, i) => {
    const overlap = overlappingZone(m.zones);
    if (overlap !== null)
      ctx.addIssue({ code: 'custom', path: ['methods', i, 'zones', overlap, 'fromPostalCode'], message: 'zone_overlap' });
  });
});

/** Online payment: whether the provider is configured (the "Pay online" button shows only then). */
export const onlinePaymentConfigSchema = z.object({ enabled: z.boolean(), provider: z.string().nullable() });
export const payOnlineSchema = z.object({ url: z.string() });
export const onlinePaymentIdParamSchema = z.object({ id: idSchema });

/** `GET /api/delivery-quote?postalCode=&totalCents=`: the methods offered at that address with their price (decision 059). */
export const deliveryQuoteQuerySchema = z.object({
  postalCode: z.string().trim().max(10),
  totalCents: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
});
export const deliveryQuoteSchema = z.object({
  methods: z.array(z.object({ kind: z.enum(DELIVERY_METHOD_KINDS), priceCents: z.number(), zone: z.string().nullable() })),
});
