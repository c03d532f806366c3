import { z } from 'zod';
import { GROUPED_ORDER_LINE_KINDS, GROUPED_ORDER_STATUSES } from '../grouped-orders';
import {
  centsSchema,
  exportFormatSchema,
  idSchema,
  INT4_MAX,
  isoDateSchema,
  isoDateTimeSchema,
  listOf,
  listQuerySchema,
  optionalText,
  requiredText,
} from './common';
import { sizeSchema } from './catalog';
import { vatRateSchema } from './sales';

const refId = z.number().int().positive().max(INT4_MAX);
export const groupedOrderStatusSchema = z.enum(GROUPED_ORDER_STATUSES);
export const groupedOrderLineKindSchema = z.enum(GROUPED_ORDER_LINE_KINDS);
const optionalDay = isoDateSchema
  .nullish()
  .or(z.literal(''))
  .transform((v) => v || null);

export const groupedOrderRequestSchema = z.object({
  supplier: requiredText(120),
  reference: optionalText(80),
  expectedOn: optionalDay,
  notes: optionalText(1000),
});
export type GroupedOrderRequest = z.output<typeof groupedOrderRequestSchema>;

/** A bike names a catalogue model (and a size), an accessory a catalogue accessory, the other kinds a description. */
export const groupedOrderLineRequestSchema = z.object({
  kind: groupedOrderLineKindSchema,
  quantity: z.number().int().min(1).max(1000),
  unitPriceCents: centsSchema,
  vatRate: vatRateSchema,
  modelId: refId.nullish().transform((v) => v ?? null),
  size: sizeSchema
    .nullish()
    .or(z.literal(''))
    .transform((v) => v || null),
  accessoryId: refId.nullish().transform((v) => v ?? null),
  description: optionalText(500),
  /** The customer order this line is bought for, if any. */
  orderId: refId.nullish().transform((v) => v ?? null),
});
export type GroupedOrderLineRequest = z.output<typeof groupedOrderLineRequestSchema>;
export const groupedOrderLineParamsSchema = z.object({ id: idSchema, lineId: idSchema });

/** A delivery: frame numbers per bike line (encoded into stock), quantities per other line, into one store. */
export const groupedOrderReceiveRequestSchema = z
  .object({
    locationId: refId,
    bikes: z
      .array(z.object({ lineId: refId, frameNumbers: z.array(z.string().trim().max(64)).min(1).max(200) }))
      .max(100)
      .default([]),
    accessories: z
      .array(z.object({ lineId: refId, quantity: z.number().int().min(1).max(1000) }))
      .max(100)
      .default([]),
  })
  .refine((v) => v.bikes.length + v.accessories.length > 0, { message: 'required', path: ['bikes'] });
export type GroupedOrderReceiveRequest = z.output<typeof groupedOrderReceiveRequestSchema>;

const amountsSchema = z.object({ exclVatCents: z.number(), vatCents: z.number(), inclVatCents: z.number() });
export const groupedOrderTotalsSchema = amountsSchema.extend({
  vatByRate: z.array(z.object({ rate: z.number(), baseCents: z.number(), vatCents: z.number() })),
  quantity: z.number(),
  receivedQuantity: z.number(),
});

export const groupedOrderLineSchema = z.object({
  id: z.number(),
  kind: groupedOrderLineKindSchema,
  label: z.string(),
  modelId: z.number().nullable(),
  size: z.string().nullable(),
  accessoryId: z.number().nullable(),
  description: z.string().nullable(),
  orderId: z.number().nullable(),
  quantity: z.number(),
  receivedQuantity: z.number(),
  unitPriceCents: z.number(),
  vatRate: z.number(),
  amounts: amountsSchema,
  receivedBikes: z.array(z.object({ id: z.number(), frameNumber: z.string() })),
});
export type GroupedOrderLine = z.infer<typeof groupedOrderLineSchema>;

const groupedOrderBaseSchema = z.object({
  id: z.number(),
  supplier: z.string(),
  reference: z.string().nullable(),
  expectedOn: z.string().nullable(),
  notes: z.string().nullable(),
  status: groupedOrderStatusSchema,
  nextStatuses: z.array(groupedOrderStatusSchema),
  totals: groupedOrderTotalsSchema,
  orderedAt: isoDateTimeSchema.nullable(),
  receivedAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export const groupedOrderSummarySchema = groupedOrderBaseSchema.extend({ lineCount: z.number() });
export type GroupedOrderSummary = z.infer<typeof groupedOrderSummarySchema>;
export const groupedOrderSchema = groupedOrderBaseSchema.extend({ lines: z.array(groupedOrderLineSchema) });
export type GroupedOrder = z.infer<typeof groupedOrderSchema>;

export const groupedOrderListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['id', 'supplier', 'expectedOn', 'status']).default('id'),
  order: z.enum(['asc', 'desc']).default('desc'),
  status: groupedOrderStatusSchema.optional(),
});
export const groupedOrderListSchema = listOf(groupedOrderSummarySchema);

/** bike-orders/list and accessories-orders/list: the lines across grouped orders, with their order. */
export const orderedLineQuerySchema = listQuerySchema.extend({
  sort: z.enum(['id', 'supplier', 'expectedOn']).default('id'),
  order: z.enum(['asc', 'desc']).default('desc'),
  status: groupedOrderStatusSchema.optional(),
  /** Only the lines still expected (not fully received, order not cancelled). */
  pending: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  format: exportFormatSchema.default('json'),
});
export type OrderedLineQuery = z.output<typeof orderedLineQuerySchema>;
export const orderedLineSchema = groupedOrderLineSchema.omit({ receivedBikes: true, amounts: true }).extend({
  groupedOrder: z.object({
    id: z.number(),
    supplier: z.string(),
    reference: z.string().nullable(),
    status: groupedOrderStatusSchema,
    expectedOn: z.string().nullable(),
  }),
  amounts: amountsSchema,
});
export type OrderedLine = z.infer<typeof orderedLineSchema>;
export const orderedLineListSchema = listOf(orderedLineSchema);
