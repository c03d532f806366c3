import { z } from 'zod';
import { ASSET_CLASSES, DEFAULT_DEPRECIATION_MONTHS } from '../finance/depreciation';
import { compactIban, isValidIban } from '../iban';
import { LOAN_MAX_MONTHS, LOAN_MAX_RATE_PERCENT, LOAN_METHODS, PREPAYMENT_MODES } from '../finance/loans';
import { CONTRACT_KINDS } from '../stock';
import { exportFormatSchema, idSchema, INT4_MAX, isoDateSchema, listOf, listQuerySchema, requiredText } from './common';

/** Loans and the depreciation register (issue 29, decision 087). Money in integer cents. */

// Loans ----------------------------------------------------------------------------------------------------------

export const loanInputSchema = z
  .object({
    lender: requiredText(120),
    reference: requiredText(80),
    /** At most 100 million euros: a PostgreSQL integer of cents. */
    principalCents: z.number().int().min(1).max(INT4_MAX),
    annualRatePercent: z.number().min(0).max(LOAN_MAX_RATE_PERCENT),
    startDate: isoDateSchema,
    months: z.number().int().min(1).max(LOAN_MAX_MONTHS),
    method: z.enum(LOAN_METHODS),
    firstDueDate: isoDateSchema.nullish(),
    /** The account the lender debits the instalments from: statement lines from it are proposed as instalments. */
    iban: z
      .string()
      .max(50)
      .transform(compactIban)
      .refine((v) => v === '' || isValidIban(v), 'iban_invalid')
      .nullish()
      .transform((v) => v || null),
    bikeIds: z
      .array(z.number().int().positive().max(INT4_MAX))
      .max(1000)
      .optional()
      .transform((ids) => [...new Set(ids ?? [])]),
  })
  .refine((l) => !l.firstDueDate || l.firstDueDate > l.startDate, { message: 'invalid_date', path: ['firstDueDate'] });
export type LoanInput = z.input<typeof loanInputSchema>;

export const instalmentSchema = z.object({
  number: z.number(),
  dueDate: z.string(),
  principalCents: z.number().int(),
  interestCents: z.number().int(),
  paymentCents: z.number().int(),
  balanceAfterCents: z.number().int(),
  /** The day it was paid, null while unpaid. */
  paidOn: z.string().nullable(),
});
export const loanSummarySchema = z.object({
  id: z.number(),
  lender: z.string(),
  reference: z.string(),
  principalCents: z.number().int(),
  annualRatePercent: z.number(),
  startDate: z.string(),
  months: z.number(),
  method: z.enum(LOAN_METHODS),
  outstandingCents: z.number().int(),
  nextDueDate: z.string().nullable(),
  nextPaymentCents: z.number().int().nullable(),
  overdueInstalments: z.number().int(),
  bikeCount: z.number().int(),
});
export type LoanSummary = z.infer<typeof loanSummarySchema>;
/** An early repayment as recorded (decision 106), with who recorded it and when. */
export const loanPrepaymentSchema = z.object({
  id: z.number(),
  paidOn: z.string(),
  principalCents: z.number().int(),
  interestCents: z.number().int(),
  indemnityCents: z.number().int(),
  mode: z.enum(PREPAYMENT_MODES),
  recordedByName: z.string().nullable(),
  recordedAt: z.string(),
});
export const loanSchema = loanSummarySchema.extend({
  iban: z.string().nullable(),
  bikeIds: z.array(z.number()),
  /** The schedule as it stands after the early repayments: the instalments left were computed again. */
  schedule: z.array(instalmentSchema),
  prepayments: z.array(loanPrepaymentSchema),
});
export type Loan = z.infer<typeof loanSchema>;
export const loanCreatedSchema = z.object({ id: z.number() });
export const LOAN_SORTS = ['lender', 'reference', 'principal', 'outstanding', 'startDate'] as const;
export const loanQuerySchema = listQuerySchema.extend({ sort: z.enum(LOAN_SORTS).optional(), format: exportFormatSchema.default('json') });
export type LoanQuery = z.infer<typeof loanQuerySchema>;
export const loanListSchema = listOf(loanSummarySchema).extend({
  totals: z.object({ principalCents: z.number().int(), outstandingCents: z.number().int() }),
});

/** An instalment paid by hand: the next unpaid one unless a number is given; on the day given (not in the future). */
export const loanPaymentInputSchema = z.object({
  number: z.number().int().min(1).max(LOAN_MAX_MONTHS).optional(),
  paidOn: isoDateSchema,
});
export type LoanPaymentInput = z.input<typeof loanPaymentInputSchema>;

/**
 * An early repayment on `paidOn` (not in the future): `principalCents` of capital, everything still owed without it;
 * `mode` shorten (same instalment, ends sooner; the default) or reduce (same end, lower instalment);
 * `indemnityCents` the lender's reinvestment indemnity, six months of interest on the capital repaid without it (the
 * legal most), never above that.
 */
export const loanPrepaymentInputSchema = z.object({
  paidOn: isoDateSchema,
  principalCents: z.number().int().min(1).max(INT4_MAX).optional(),
  mode: z.enum(PREPAYMENT_MODES).default('shorten'),
  indemnityCents: z.number().int().min(0).max(INT4_MAX).optional(),
});
export type LoanPrepaymentInput = z.input<typeof loanPrepaymentInputSchema>;

/** A bank statement line of money out proposed as a loan's next instalment (decision 106). */
export const loanBankMatchSchema = z.object({
  movementId: z.number(),
  date: z.string(),
  amountCents: z.number().int(),
  counterpartyName: z.string().nullable(),
  communication: z.string().nullable(),
  loanId: z.number(),
  lender: z.string(),
  reference: z.string(),
  number: z.number().int(),
  dueDate: z.string(),
  matchedBy: z.enum(['reference', 'iban']),
});
export type LoanBankMatch = z.infer<typeof loanBankMatchSchema>;
export const loanBankMatchListSchema = z.object({ data: z.array(loanBankMatchSchema) });
/** The line chosen pays the loan's next unpaid instalment, on the line's day. */
export const loanBankMatchInputSchema = z.object({ movementId: z.number().int().positive().max(INT4_MAX) });
export type LoanBankMatchInput = z.input<typeof loanBankMatchInputSchema>;
export const loanBankMatchesAcceptedSchema = z.object({ accepted: z.number().int() });

/** Debt over time beside the fleet's net book value, at each year's end. */
export const debtOverTimeSchema = z.object({
  data: z.array(z.object({ year: z.number(), outstandingCents: z.number().int(), netBookValueCents: z.number().int() })),
});

// Depreciation ---------------------------------------------------------------------------------------------------

export const depreciationQuerySchema = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  assetClass: z.enum(ASSET_CLASSES).optional(),
  storeId: idSchema.optional(),
  contractKind: z.enum(CONTRACT_KINDS).optional(),
  companyId: idSchema.optional(),
  /** Without a page, every asset is answered (the contract); the screen pages through them. */
  page: z.coerce.number().int().min(1).optional(),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
  format: exportFormatSchema.default('json'),
});
export type DepreciationQuery = z.infer<typeof depreciationQuerySchema>;

const totalsSchema = z.object({
  acquisitionCents: z.number().int(),
  depreciationCents: z.number().int(),
  accumulatedCents: z.number().int(),
  netBookValueCents: z.number().int(),
});
export const depreciationAssetSchema = totalsSchema.extend({
  bikeId: z.number(),
  acquisitionDate: z.string(),
  months: z.number().int(),
  residualCents: z.number().int(),
  disposedAt: z.string().nullable(),
  frameNumber: z.string(),
  label: z.string(),
  assetClass: z.enum(ASSET_CLASSES),
  contractKind: z.string(),
  storeName: z.string(),
  companyName: z.string().nullable(),
  /** Sale price less net book value at the disposal; null while in the register or without a price. */
  gainOrLossCents: z.number().int().nullable(),
});
export type DepreciationAsset = z.infer<typeof depreciationAssetSchema>;
export const depreciationOverviewSchema = z.object({
  year: z.number(),
  totals: totalsSchema,
  byClass: z.array(totalsSchema.extend({ assetClass: z.enum(ASSET_CLASSES), count: z.number().int() })),
  assets: z.array(depreciationAssetSchema),
  /** Net book value of the register at the end of this year and the next four. */
  projection: z.array(z.object({ year: z.number(), netBookValueCents: z.number().int() })),
  meta: z.object({ page: z.number(), perPage: z.number(), total: z.number() }).optional(),
});
export type DepreciationOverview = z.infer<typeof depreciationOverviewSchema>;

/**
 * An addition to an asset of the register (decision 115): accessories fitted, an upgrade, a battery; capitalised on its
 * day and depreciated over the months left of the asset's period.
 */
export const assetAdditionInputSchema = z.object({
  date: isoDateSchema,
  description: requiredText(200),
  amountExclVatCents: z.number().int().min(1).max(INT4_MAX),
});
export type AssetAdditionInput = z.infer<typeof assetAdditionInputSchema>;
export const assetAdditionSchema = assetAdditionInputSchema.extend({
  id: z.number().int(),
  createdAt: z.string(),
  /** False once the depreciation of its month (or a later one) is in the books: it can no longer be deleted. */
  deletable: z.boolean(),
});
export type AssetAddition = z.infer<typeof assetAdditionSchema>;
/** A bike's additions and its acquisition value with them; `inRegister` false for a bike that is not a fixed asset. */
export const assetAdditionsSchema = z.object({
  bikeId: z.number().int(),
  inRegister: z.boolean(),
  purchasePriceCents: z.number().int().nullable(),
  acquisitionCents: z.number().int().nullable(),
  data: z.array(assetAdditionSchema),
});
export type AssetAdditions = z.infer<typeof assetAdditionsSchema>;

/**
 * The period of each asset class when no leasing contract gives one (decision 106): 1 to 120 months, 36 by default.
 * A change moves the register's figures of every year (the register is computed, decision 087); entries already
 * written keep theirs.
 */
export const depreciationSettingsSchema = z.object({
  months: z.object({
    bike: z.number().int().min(1).max(120),
    ebike: z.number().int().min(1).max(120),
  }),
});
export type DepreciationSettings = z.infer<typeof depreciationSettingsSchema>;
export const DEFAULT_DEPRECIATION_SETTINGS: DepreciationSettings = { months: { ...DEFAULT_DEPRECIATION_MONTHS } };
