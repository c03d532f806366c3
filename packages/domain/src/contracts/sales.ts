import { z } from 'zod';
import { OFFER_CONTRACT_TYPES, OFFER_LINE_KINDS, OFFER_STATUSES, VAT_RATES } from '../offers';
import { GROUPED_ORDER_STATUSES } from '../grouped-orders';
import { ORDER_GROUPS, ORDER_STATUSES } from '../orders';
import { offerPromoSchema, orderDeliveryPriceSchema } from '../offer-promo';
import { orderBikeSchema, orderDeliverySchema, orderHandoverSchema, orderTrackerSchema } from './order-fulfilment';
import {
  centsSchema,
  exportFormatSchema,
  idSchema,
  INT4_MAX,
  isoDateTimeSchema,
  listOf,
  listQuerySchema,
  localeSchema,
  namedRefSchema,
  optionalText,
} from './common';

export const offerContractTypeSchema = z.enum(OFFER_CONTRACT_TYPES);
export const offerLineKindSchema = z.enum(OFFER_LINE_KINDS);
export const offerStatusSchema = z.enum(OFFER_STATUSES);
export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const orderGroupSchema = z.enum(ORDER_GROUPS);

const refId = z.number().int().positive().max(INT4_MAX);

/** `POST /api/offers` and `PUT /api/offers/{id}`: a company (optionally one of its employees) or a private customer. */
export const offerInputSchema = z.object({
  companyId: refId.nullish().transform((v) => v ?? null),
  userId: refId.nullish().transform((v) => v ?? null),
  contractType: offerContractTypeSchema,
  durationMonths: z
    .number()
    .int()
    .min(1)
    .max(120)
    .nullish()
    .transform((v) => v ?? null),
  description: optionalText(5000),
});
export type OfferInput = z.output<typeof offerInputSchema>;

/** A VAT rate in percent: 0, 6, 12 or 21. */
export const vatRateSchema = z.number().refine((v) => (VAT_RATES as readonly number[]).includes(v), { message: 'invalid' });
const discountSchema = z.number().min(0).max(100).multipleOf(0.01);

/**
 * One offer line. A bike names a catalogue model (and a size) or a specific stock bike; an accessory a
 * catalogue accessory; a box, another accessory, labour or a service a free description.
 */
export const offerLineInputSchema = z.object({
  kind: offerLineKindSchema,
  quantity: z.number().int().min(1).max(1000),
  unitPriceCents: centsSchema,
  vatRate: vatRateSchema,
  discountPercent: discountSchema.default(0),
  modelId: refId.nullish().transform((v) => v ?? null),
  size: z
    .string()
    .trim()
    .max(20)
    .nullish()
    .transform((v) => v || null),
  bikeId: refId.nullish().transform((v) => v ?? null),
  accessoryId: refId.nullish().transform((v) => v ?? null),
  description: optionalText(500),
  /** A box or key terminal installed at the company. */
  installation: z.boolean().default(false),
});
export type OfferLineInputBody = z.output<typeof offerLineInputSchema>;
export const offerLineParamsSchema = z.object({ id: idSchema, lineId: idSchema });

export const offerSignRequestSchema = z.object({
  name: z.string().trim().min(1).max(200),
  consent: z.literal(true, { message: 'required' }),
});

const amountsSchema = z.object({
  grossCents: z.number(),
  discountCents: z.number(),
  exclVatCents: z.number(),
  vatCents: z.number(),
  inclVatCents: z.number(),
});

export const offerLineSchema = z.object({
  id: z.number(),
  kind: offerLineKindSchema,
  label: z.string(),
  modelId: z.number().nullable(),
  size: z.string().nullable(),
  bikeId: z.number().nullable(),
  accessoryId: z.number().nullable(),
  description: z.string().nullable(),
  installation: z.boolean(),
  quantity: z.number(),
  unitPriceCents: z.number(),
  vatRate: z.number(),
  discountPercent: z.number(),
  catalogueUnitCents: z.number().nullable(),
  amounts: amountsSchema,
});
export type OfferLine = z.infer<typeof offerLineSchema>;

export const offerTotalsSchema = z.object({
  exclVatCents: z.number(),
  vatCents: z.number(),
  inclVatCents: z.number(),
  discountCents: z.number(),
  vatByRate: z.array(z.object({ rate: z.number(), baseCents: z.number(), vatCents: z.number() })),
  catalogueValueCents: z.number(),
  bikeAmountCents: z.number(),
});

export const offerSignatureSchema = z.object({
  name: z.string(),
  at: isoDateTimeSchema,
  ip: z.string().nullable(),
  by: namedRefSchema.nullable(),
  /** `paper`: staff uploaded the customer's signed paper copy (decision 028); `electronic`: signed in the portal. */
  method: z.enum(['electronic', 'paper']),
});

export const offerSchema = z.object({
  id: z.number(),
  status: offerStatusSchema,
  contractType: offerContractTypeSchema,
  durationMonths: z.number().nullable(),
  description: z.string().nullable(),
  company: namedRefSchema.nullable(),
  user: namedRefSchema.nullable(),
  lines: z.array(offerLineSchema),
  totals: offerTotalsSchema,
  catalogueValueCents: z.number(),
  purchase: z.object({ saleDiscountCents: z.number(), amountExclVatCents: z.number(), amountInclVatCents: z.number() }),
  leasing: z
    .object({
      months: z.number(),
      monthlyCents: z.number(),
      annualCents: z.number(),
      prepaidCents: z.number(),
      leasingDiscountCents: z.number(),
      yearlyMaintenanceBudgetCents: z.number(),
      residualValueCents: z.number(),
      purchaseOptionInstalmentCents: z.array(z.number()),
    })
    .optional(),
  financing: z.object({ months: z.number(), annualRatePercent: z.number(), monthlyCents: z.number() }).optional(),
  display: z.object({ vatIncluded: z.boolean(), purchaseCents: z.number(), monthlyCents: z.number().nullable() }),
  signature: offerSignatureSchema.nullable(),
  /** When staff last sent the customer the "ready to sign" mail (decision 028). */
  sentAt: isoDateTimeSchema.nullable(),
  /** A sale offer's promo code and what it takes off (decision 059, "Offers and orders"). */
  promo: offerPromoSchema.nullable().optional(),
  /** The salesperson who made the offer (null for offers made before it was kept). */
  createdBy: namedRefSchema.nullable().optional(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Offer = z.infer<typeof offerSchema>;

/** A new or changed line, with the offer it now belongs to (`id` is the line's). */
export const offerLineResponseSchema = offerLineSchema.extend({ offer: offerSchema });

export const offerListItemSchema = offerSchema.omit({ lines: true });
export const offerListSchema = listOf(offerListItemSchema);
export const offerListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['id', 'createdAt', 'status']).default('id'),
  order: z.enum(['asc', 'desc']).default('desc'),
  status: offerStatusSchema.optional(),
  contractType: offerContractTypeSchema.optional(),
  companyId: idSchema.optional(),
  userId: idSchema.optional(),
});

/**
 * `GET /api/offers/lines` (spec `offers/list/offer_details`, staff): every offer's lines with their offer, customer and
 * the salesperson who made the offer — what sells, to whom and by whom.
 */
export const offerLineDetailSchema = offerLineSchema
  .pick({
    id: true,
    kind: true,
    label: true,
    size: true,
    quantity: true,
    unitPriceCents: true,
    vatRate: true,
    discountPercent: true,
    amounts: true,
  })
  .extend({
    offer: z.object({ id: z.number(), status: offerStatusSchema, contractType: offerContractTypeSchema, createdAt: isoDateTimeSchema }),
    customer: z.object({ kind: z.enum(['company', 'person']), id: z.number(), name: z.string() }).nullable(),
    salesperson: namedRefSchema.nullable(),
  });
export type OfferLineDetail = z.infer<typeof offerLineDetailSchema>;
export const offerLineDetailListSchema = listOf(offerLineDetailSchema);
export const offerLineDetailQuerySchema = listQuerySchema.extend({
  sort: z.enum(['createdAt', 'offer', 'total']).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  status: offerStatusSchema.optional(),
  contractType: offerContractTypeSchema.optional(),
  kind: offerLineKindSchema.optional(),
  salespersonId: idSchema.optional(),
  format: exportFormatSchema.default('json'),
});
export type OfferLineDetailQuery = z.output<typeof offerLineDetailQuerySchema>;

/** `GET /api/offers/customers`: whom the shop's staff can make an offer for (companies, and a company's or private people). */
export const offerCustomersQuerySchema = z.object({
  companyId: idSchema.optional(),
  q: z.string().trim().max(100).optional(),
});
/** `GET /api/offers/stock-bikes`: bikes in stock a bike line may name instead of a catalogue model. */
export const offerStockBikesQuerySchema = z.object({
  modelId: idSchema.optional(),
  q: z.string().trim().max(100).optional(),
});
export const offerStockBikesSchema = z.object({
  data: z.array(
    z.object({
      id: z.number(),
      frameNumber: z.string(),
      modelId: z.number().nullable(),
      model: z.string().nullable(),
      size: z.string().nullable(),
      location: namedRefSchema,
    }),
  ),
});
export type OfferStockBikes = z.infer<typeof offerStockBikesSchema>;
export const offerCustomersSchema = z.object({
  companies: z.array(z.object({ id: z.number(), name: z.string() })),
  /** The company's active people with `companyId`, otherwise private customers; at most 200, by name. */
  users: z.array(z.object({ id: z.number(), name: z.string(), email: z.string(), companyId: z.number().nullable() })),
});
export type OfferCustomers = z.infer<typeof offerCustomersSchema>;

/** The offer, its signed copy, and the three other documents of seed §3 (decision 027). */
export const OFFER_DOCUMENT_KINDS = ['offer', 'signed', 'bike_policy', 'contract_amendment', 'contract'] as const;
export type OfferDocumentKind = (typeof OFFER_DOCUMENT_KINDS)[number];
export const offerDocumentQuerySchema = z.object({ locale: localeSchema.optional() });

/** `GET /api/offers/{id}/signature`: who signed, and whether the stored file still matches its hash. */
export const offerSignatureCheckSchema = z.object({
  signed: z.boolean(),
  signature: offerSignatureSchema.nullable(),
  /** SHA-256 (hex) of the offer document the customer signed, printed on the signature page. */
  documentSha256: z.string().nullable(),
  /** SHA-256 (hex) of the whole signed file as stored. */
  fileSha256: z.string().nullable(),
  /** The stored file's bytes still hash to `fileSha256`; false when altered or missing. */
  intact: z.boolean(),
});

// Orders (stage 3).
export const orderSchema = z.object({
  id: z.number(),
  offerId: z.number(),
  offerLineId: z.number().nullable(),
  status: orderStatusSchema,
  group: orderGroupSchema,
  nextStatuses: z.array(orderStatusSchema),
  contractType: offerContractTypeSchema,
  label: z.string(),
  modelId: z.number().nullable(),
  size: z.string().nullable(),
  bikeId: z.number().nullable(),
  quantity: z.number(),
  amountExclVatCents: z.number(),
  amountInclVatCents: z.number(),
  /** Its share of the offer's promo code (VAT included), taken off its bill (decision 059). */
  promo: z.object({ code: z.string(), discountCents: z.number() }).nullable().optional(),
  /** Its delivery price from the delivery settings and zones, VAT included, once its delivery is set (decision 059). */
  deliveryPrice: orderDeliveryPriceSchema.nullable().optional(),
  company: namedRefSchema.nullable(),
  user: namedRefSchema.nullable(),
  validation: z
    .object({
      decision: z.enum(['validated', 'refused']),
      by: namedRefSchema.nullable(),
      at: isoDateTimeSchema,
      reason: z.string().nullable(),
    })
    .nullable(),
  /** When the order entered its status. */
  statusChangedAt: isoDateTimeSchema,
  delivery: orderDeliverySchema,
  /** The stock bike assigned when it arrived (null before). */
  bike: orderBikeSchema.nullable(),
  handover: orderHandoverSchema.nullable(),
  tracker: orderTrackerSchema,
  /** On an order's own page: the supplier orders (grouped orders) its bike was ordered in, with what arrived. */
  supplierOrders: z
    .array(
      z.object({
        id: z.number(),
        supplier: z.string(),
        reference: z.string().nullable(),
        status: z.enum(GROUPED_ORDER_STATUSES),
        expectedOn: z.string().nullable(),
        quantity: z.number(),
        receivedQuantity: z.number(),
      }),
    )
    .optional(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Order = z.infer<typeof orderSchema>;
export const orderListSchema = listOf(orderSchema);
export const orderListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['id', 'createdAt', 'status']).default('id'),
  order: z.enum(['asc', 'desc']).default('desc'),
  group: orderGroupSchema.optional(),
  status: orderStatusSchema.optional(),
  companyId: idSchema.optional(),
  userId: idSchema.optional(),
  offerId: idSchema.optional(),
});
export const offerOrdersSchema = z.object({ data: z.array(orderSchema) });
export const orderRefuseRequestSchema = z.object({ reason: z.string().trim().min(1).max(1000) });
export const orderStatusRequestSchema = z.object({ status: orderStatusSchema });

// ---------- uploaded documents (decision 028) ----------

/** Files kept beside the generated PDFs: the customer's signed paper copy, a supplier's quote, anything else. */
export const OFFER_UPLOAD_KINDS = ['signed_paper', 'supplier_quote', 'other'] as const;
export type OfferUploadKind = (typeof OFFER_UPLOAD_KINDS)[number];
export const OFFER_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const OFFER_UPLOAD_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

export const offerUploadSchema = z.object({
  id: z.number(),
  offerId: z.number(),
  kind: z.enum(OFFER_UPLOAD_KINDS),
  name: z.string(),
  contentType: z.enum(OFFER_UPLOAD_TYPES),
  size: z.number(),
  uploadedBy: namedRefSchema.nullable(),
  createdAt: isoDateTimeSchema,
  /** Download link (same-origin, needs the session). */
  url: z.string(),
});
export type OfferUpload = z.infer<typeof offerUploadSchema>;
export const offerUploadListSchema = listOf(offerUploadSchema);
export const offerUploadQuerySchema = z.object({ kind: z.enum(OFFER_UPLOAD_KINDS).default('other') });
export const offerUploadParamsSchema = z.object({ id: idSchema, uploadId: idSchema });
/** The upload, and the offer as it now stands (a signed paper copy may have signed it). */
export const offerUploadResponseSchema = offerUploadSchema.extend({ offer: offerSchema });

/** `POST /api/offers/{id}/send`: whom the "ready to sign" mail went to. */
export const offerSentSchema = z.object({ sentTo: z.array(z.object({ name: z.string(), email: z.string() })), offer: offerSchema });
