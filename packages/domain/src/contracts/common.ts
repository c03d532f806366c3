import { z } from 'zod';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../email';
import { LOCALES } from '../locale';
import { normalizePhone } from '../phone';

/** The largest id a PostgreSQL `integer` column holds. */
export const INT4_MAX = 2_147_483_647;
/** Decimal digits, no sign, no leading zero, no spaces: `0x4`, `4e0`, ` 4`, `+4`, `0b100` are not ids. */
export const ID_PATTERN = /^[1-9][0-9]{0,9}$/;
/**
 * An id in a path or a query string (issue 10 point 5): `^[1-9][0-9]{0,9}$` within int4, nothing else.
 * z.coerce.number() read `0x4`, `%204` and `4e0` as bike 4 and let 2147483648 reach the database.
 */
export const idSchema = z.coerce.string().regex(ID_PATTERN).transform(Number).pipe(z.number().int().max(INT4_MAX));
export const idParamSchema = z.object({ id: idSchema });
export const localeSchema = z.enum(LOCALES);
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email({ pattern: EMAIL_PATTERN }));
export const requiredText = (max = 120) => z.string().trim().min(1).max(max);
export const optionalText = (max = 255) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => (v ? v : null));
/** A phone number, stored in E.164 (Belgian local forms are read as +32); anything else is `invalid_phone`. */
const toPhone = (v: string, ctx: z.core.$RefinementCtx<string>) => {
  const phone = normalizePhone(v);
  if (phone === null) ctx.addIssue({ code: 'custom', message: 'invalid_phone' });
  return phone ?? v;
};
export const requiredPhone = () => requiredText(40).transform(toPhone);
export const optionalPhone = () =>
  optionalText(40).transform((v, ctx) => (v === null ? null : toPhone(v, ctx as z.core.$RefinementCtx<string>)));

/** The list envelope of every paginated endpoint (architecture: API conventions). */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
  sort: z.string().max(40).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
  q: z.string().trim().max(120).optional(),
});
/** `totalCapped`: the list stopped counting at `total` (LIST_COUNT_CAP) and holds more; the screens read "More than 1000". */
export const listMetaSchema = z.object({ page: z.number(), perPage: z.number(), total: z.number(), totalCapped: z.boolean().optional() });
/** How far the biggest lists count (decision 034): an exact count of 200,000 rows costs more than the page itself. */
export const LIST_COUNT_CAP = 1_000;
export const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: listMetaSchema });
export type ListMeta = z.infer<typeof listMetaSchema>;
/** The type of a `listOf(item)` answer: one page of `T`s and its meta (what a list fixture `satisfies`). */
export type ListOf<T> = { data: T[]; meta: ListMeta };

/** A yes/no filter in a query string (`?selfRegistration=true`). */
export const queryBooleanSchema = z.enum(['true', 'false']).transform((v) => v === 'true');
/** Timestamps on the wire are ISO 8601 strings (the API answers UTC; inputs may carry an offset). */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });
/** Lists that can be downloaded: `?format=csv` (UTF-8 with BOM, `;`-separated, as Belgian Excel expects) or `xlsx`. */
export const exportFormatSchema = z.enum(['json', 'csv', 'xlsx']);
export type ExportFormat = z.infer<typeof exportFormatSchema>;
/** A person shown by name: who did something. */
export const personRefSchema = z.object({ id: z.number(), name: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;
/** A list of ids, each once. */
export const idListSchema = (max = 500) =>
  z
    .array(z.number().int().positive().max(INT4_MAX))
    .max(max)
    .transform((ids) => [...new Set(ids)]);

/** One row of a record's history tab: who did what when, with the record before and after. */
export const historyEntrySchema = z.object({
  id: z.number(),
  at: isoDateTimeSchema,
  action: z.string(),
  actor: personRefSchema.nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
/** Just a page: lists with nothing to search or sort (history, documents). */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});
export const historyQuerySchema = pageQuerySchema;
export const historyListSchema = listOf(historyEntrySchema);

/** `?electric=true|false`: z.coerce.boolean would read "false" as true. */
export const queryBoolean = queryBooleanSchema;
/** `?brand=Cube,Moustache` or `?brand=Cube&brand=Moustache`: shareable filter URLs either way. */
export const queryList = <T extends z.ZodType>(item: T, max = 20) =>
  z.preprocess(
    (v) =>
      v === undefined
        ? undefined
        : [v]
            .flat()
            .flatMap((s) => String(s).split(','))
            .map((s) => s.trim())
            .filter(Boolean),
    z.array(item).max(max).optional(),
  );
export const isoDateSchema = z.iso.date();
/** Money is integer cents, at most 1 000 000 € per amount. */
export const centsSchema = z.number().int().min(0).max(100_000_000);
export const translationsSchema = z.object({
  fr: z.string().trim().max(5000),
  en: z.string().trim().max(5000),
  nl: z.string().trim().max(5000),
});
export const emptyTranslations = { fr: '', en: '', nl: '' };
/**
 * The translations of a name staff type (decision 101): each language optional (empty: the name as typed is shown),
 * no other key accepted so that a misspelt language is refused rather than silently dropped.
 */
export const nameTranslationsSchema = (max = 120) =>
  z
    .strictObject({
      fr: z.string().trim().max(max).default(''),
      en: z.string().trim().max(max).default(''),
      nl: z.string().trim().max(max).default(''),
    })
    .default(emptyTranslations);
export const nameTranslationsOutSchema = z.object({ fr: z.string(), en: z.string(), nl: z.string() });
export const namedRefSchema = personRefSchema;
export const photoSchema = z.object({ key: z.string(), url: z.string() });
