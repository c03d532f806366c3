import { z } from 'zod';
import { LEASING_CONTRACT_KINDS, LEASING_CONTRACT_STATUSES, LEASING_END_CHOICES, PERIOD_PATTERN } from '../leasing-contracts';
import { warrantySchema } from '../warranty';
import { exportFormatSchema, INT4_MAX, isoDateTimeSchema, listOf, listQuerySchema, personRefSchema, queryBooleanSchema } from './common';

export const leasingContractKindSchema = z.enum(LEASING_CONTRACT_KINDS);
export const leasingContractStatusSchema = z.enum(LEASING_CONTRACT_STATUSES);
export const leasingEndChoiceSchema = z.enum(LEASING_END_CHOICES);
export const leasingPeriodSchema = z.string().trim().regex(PERIOD_PATTERN);
const isoDay = z.iso.date();
const cents = (max = 100_000_000) => z.number().int().min(0).max(max);
const refId = z.number().int().positive().max(INT4_MAX);

/** `POST /api/leasing/contracts` (admin): a contract for a leased bike; the company and user come from the bike. */
export const leasingContractInputSchema = z.object({
  bikeId: refId,
  /** The delivered leasing order it comes from, if any (decision 049). */
  orderId: refId.nullish().transform((v) => v ?? null),
  kind: leasingContractKindSchema.default('monthly'),
  startDate: isoDay,
  contractMonths: z.number().int().min(1).max(120),
  bikeAmountCents: cents().min(1),
  yearlyMaintenanceBudgetCents: cents().default(0),
  monthlyInsuranceCents: cents().default(0),
  monthlyFeesCents: cents().default(0),
});
export type LeasingContractInput = z.output<typeof leasingContractInputSchema>;

export const leasingContractSchema = z.object({
  id: z.number(),
  kind: leasingContractKindSchema,
  status: leasingContractStatusSchema,
  bike: z.object({ id: z.number(), frameNumber: z.string(), model: z.string() }),
  company: z.object({ id: z.number(), name: z.string() }).nullable(),
  user: personRefSchema.nullable(),
  orderId: z.number().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  contractMonths: z.number(),
  bikeAmountCents: z.number(),
  yearlyMaintenanceBudgetCents: z.number(),
  monthlyInsuranceCents: z.number(),
  monthlyFeesCents: z.number(),
  monthlyPriceCents: z.number(),
  /** What the purchase option would cost: 16 % of the bike amount. */
  buyOutCents: z.number(),
  noticeSentAt: isoDateTimeSchema.nullable(),
  endChoice: leasingEndChoiceSchema.nullable(),
  endChoiceAt: isoDateTimeSchema.nullable(),
  endChoiceBy: personRefSchema.nullable(),
  renewedAsId: z.number().nullable(),
  buyOutBillId: z.number().nullable(),
  /** A prepaid lease's one bill for its whole term, once a run has made it (decision 065). */
  prepaidBillId: z.number().nullable(),
  /** A returned bike's pick-up: the workshop request planned at the choice (decision 060). */
  pickupRequestId: z.number().nullable(),
  /** A new lease's lead for the sales team, opened at the choice (decision 060). */
  renewalLeadId: z.number().nullable(),
  /** When the contract was closed: past its end (ended, bought, returned) or renewed. */
  closedAt: isoDateTimeSchema.nullable(),
  instalments: z.array(z.object({ number: z.number(), period: z.string(), amountCents: z.number(), billId: z.number().nullable() })),
  /** The warranty from the contract's start, the day the bike was handed over (decision 094). */
  warranty: warrantySchema,
  createdAt: isoDateTimeSchema,
});
export type LeasingContract = z.infer<typeof leasingContractSchema>;
export const leasingContractListSchema = listOf(leasingContractSchema.omit({ instalments: true }));
export type LeasingContractListItem = z.infer<typeof leasingContractListSchema>['data'][number];

export const leasingContractListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['endDate', 'startDate', 'id', 'monthlyPriceCents']).default('endDate'),
  order: z.enum(['asc', 'desc']).default('asc'),
  status: leasingContractStatusSchema.optional(),
  kind: leasingContractKindSchema.optional(),
  companyId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  /** The contract an order's hand-over made (decision 060), and a bike's contracts. */
  orderId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  bikeId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
  /** The end-of-lease list: contracts ending within four months (or past their end) with no choice yet or a choice made. */
  ending: queryBooleanSchema.optional(),
  choice: z.enum([...LEASING_END_CHOICES, 'none']).optional(),
  format: exportFormatSchema.default('json'),
});
export type LeasingContractListQuery = z.output<typeof leasingContractListQuerySchema>;

export const leasingEndChoiceInputSchema = z.object({ choice: leasingEndChoiceSchema });

export const leasingRunInputSchema = z.object({ period: leasingPeriodSchema });
export const leasingRunLineSchema = z.object({
  contractId: z.number(),
  kind: z.enum(['rent', 'instalment', 'prepaid']),
  customer: z.string(),
  company: z.object({ id: z.number(), name: z.string() }).nullable(),
  description: z.string(),
  amountCents: z.number(),
});
export type LeasingRunLine = z.infer<typeof leasingRunLineSchema>;
export const leasingRunPreviewSchema = z.object({
  period: z.string(),
  lines: z.array(leasingRunLineSchema),
  totalCents: z.number(),
  /** Lines of this period already billed by an earlier run: a run would skip them. */
  alreadyBilled: z.number(),
  /** Prepaid leases running this month, billed up front for their whole term: no line of this run (decision 065). */
  prepaid: z.array(
    z.object({ contractId: z.number(), customer: z.string(), bike: z.string(), amountCents: z.number(), billId: z.number() }),
  ),
});
export type LeasingRunPreview = z.infer<typeof leasingRunPreviewSchema>;

export const leasingRunStatusSchema = z.enum(['queued', 'running', 'done', 'failed']);
export const leasingRunSchema = z.object({
  id: z.number(),
  period: z.string(),
  status: leasingRunStatusSchema,
  scheduled: z.boolean(),
  total: z.number(),
  done: z.number(),
  billed: z.number(),
  skipped: z.number(),
  billedCents: z.number(),
  error: z.string().nullable(),
  startedBy: personRefSchema.nullable(),
  createdAt: isoDateTimeSchema,
  finishedAt: isoDateTimeSchema.nullable(),
});
export type LeasingRun = z.infer<typeof leasingRunSchema>;
export const leasingRunListSchema = listOf(leasingRunSchema);
export const leasingRunListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['createdAt', 'period']).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type LeasingRunListQuery = z.output<typeof leasingRunListQuerySchema>;
