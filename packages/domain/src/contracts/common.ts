import { z } from 'zod';
import { LOCALES } from '../locale';

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });
export const localeSchema = z.enum(LOCALES);
export const emailSchema = z.string().trim().toLowerCase().max(254).pipe(z.email());
export const requiredText = (max = 120) => z.string().trim().min(1).max(max);
export const optionalText = (max = 255) => z.string().trim().max(max).nullish().transform((v) => (v ? v : null));

/** The list envelope of every paginated endpoint (architecture: API conventions). */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
  sort: z.string().max(40).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
  q: z.string().trim().max(120).optional(),
});
export const listMetaSchema = z.object({ page: z.number(), perPage: z.number(), total: z.number() });
export const listOf = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: listMetaSchema });
