import { z } from 'zod';
import { EXPENSE_CATEGORIES, EXPENSE_STATUSES, EXPENSE_VAT_RATES } from '../finance/expense-reports';
import { compactIban, isValidIban } from '../iban';
import { exportFormatSchema, idListSchema, idSchema, isoDateSchema, listOf, listQuerySchema, personRefSchema } from './common';

/** Staff expense reports (issue 29, decision 088). Money in integer cents. */

const vatRateSchema = z
  .number()
  .int()
  .refine((r) => (EXPENSE_VAT_RATES as readonly number[]).includes(r), 'invalid');

/**
 * An expense (`amountInclVatCents` and `vatRate`) or a mileage claim (`category: "mileage"` and `km`): one object, so
 * the form's fields carry the codes; what each kind needs is checked below.
 */
export const expenseReportInputSchema = z
  .object({
    date: isoDateSchema,
    category: z.enum(EXPENSE_CATEGORIES),
    description: z.string().trim().min(1).max(300),
    amountInclVatCents: z.number().int().positive().max(10_000_000).nullish(),
    vatRate: vatRateSchema.nullish(),
    km: z.number().positive().max(10_000).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.category === 'mileage') {
      if (v.km == null) ctx.addIssue({ code: 'custom', path: ['km'], message: 'required' });
    } else {
      if (v.amountInclVatCents == null) ctx.addIssue({ code: 'custom', path: ['amountInclVatCents'], message: 'required' });
      if (v.vatRate == null) ctx.addIssue({ code: 'custom', path: ['vatRate'], message: 'required' });
    }
  });
export type ExpenseReportInput = z.output<typeof expenseReportInputSchema>;

export const expenseReportCreatedSchema = z.object({ id: z.number(), status: z.literal('draft') });

const stepSchema = z.object({ at: z.string(), by: personRefSchema.nullable() }).nullable();

export const expenseReportSchema = z.object({
  id: z.number(),
  status: z.enum(EXPENSE_STATUSES),
  person: personRefSchema,
  date: z.string(),
  category: z.enum(EXPENSE_CATEGORIES),
  description: z.string(),
  /** What is reimbursed: the receipt's amount, or kilometres × the rate. */
  amountInclVatCents: z.number().int(),
  vatRate: z.number().int().nullable(),
  exclVatCents: z.number().int(),
  vatCents: z.number().int(),
  km: z.number().nullable(),
  /** The rate a mileage claim was paid at (thousandths of a cent per km), fixed when it was filed. */
  mileageMillicentsPerKm: z.number().int().nullable(),
  receipt: z.object({ name: z.string(), contentType: z.string(), url: z.string() }).nullable(),
  receiptRequired: z.boolean(),
  submitted: stepSchema,
  decided: stepSchema,
  refusalComment: z.string().nullable(),
  batchId: z.number().nullable(),
  reimbursedOn: z.string().nullable(),
  createdAt: z.string(),
});
export type ExpenseReport = z.infer<typeof expenseReportSchema>;

export const expenseReportQuerySchema = listQuerySchema.extend({
  status: z.enum(EXPENSE_STATUSES).optional(),
  category: z.enum(EXPENSE_CATEGORIES).optional(),
  /** The admin's filter by person (anyone else sees only their own reports). */
  userId: idSchema.optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  format: exportFormatSchema.default('json'),
});
export type ExpenseReportQuery = z.infer<typeof expenseReportQuerySchema>;
export const expenseReportListSchema = listOf(expenseReportSchema);

export const expenseRefusalSchema = z.object({ comment: z.string().trim().min(1).max(500) });
export const expenseBulkApprovalSchema = z.object({ ids: idListSchema(200).pipe(z.array(z.number()).min(1)) });
export const expenseBulkResultSchema = z.object({ approved: z.array(z.number()) });

export const expenseTotalsSchema = z.object({
  totalCents: z.number().int(),
  byPerson: z.array(z.object({ person: personRefSchema, count: z.number().int(), totalCents: z.number().int() })),
  byCategory: z.array(z.object({ category: z.enum(EXPENSE_CATEGORIES), count: z.number().int(), totalCents: z.number().int() })),
});
export type ExpenseTotals = z.infer<typeof expenseTotalsSchema>;

export const expenseSettingsSchema = z.object({
  mileageMillicentsPerKm: z.number().int().min(0).max(1_000_000),
  receiptRequiredAboveCents: z.number().int().min(0).max(10_000_000),
});

/** The account a person's expenses are reimbursed to. */
export const expenseBankAccountSchema = z.object({
  iban: z
    .string()
    .max(50)
    .transform(compactIban)
    .refine((v) => v.length > 0, 'required')
    .refine(isValidIban, 'iban_invalid'),
});
export const expenseBankAccountViewSchema = z.object({ iban: z.string().nullable() });

export const expenseBatchInputSchema = z.object({
  ids: idListSchema(500).pipe(z.array(z.number()).min(1)),
  executionDate: isoDateSchema,
});
export type ExpenseBatchInput = z.infer<typeof expenseBatchInputSchema>;
export const expenseBatchSchema = z.object({
  id: z.number(),
  messageId: z.string(),
  executionDate: z.string(),
  status: z.enum(['open', 'paid']),
  count: z.number().int(),
  totalCents: z.number().int(),
  reportIds: z.array(z.number()),
});
export type ExpenseBatch = z.infer<typeof expenseBatchSchema>;
export const expenseBatchListSchema = z.object({ data: z.array(expenseBatchSchema) });
