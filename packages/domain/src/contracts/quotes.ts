import { z } from 'zod';
import { QUOTE_THEMES } from '../cycling-quotes';
import { LOCALES } from '../locale';

/** `GET /api/quotes/today` and `GET /api/quotes` (issue 15, decision 053): the quote in the reader's language. */
export const quoteSchema = z.object({
  id: z.number(),
  theme: z.enum(QUOTE_THEMES),
  author: z.string().nullable(),
  text: z.string(),
  language: z.enum(LOCALES),
});
export type Quote = z.infer<typeof quoteSchema>;

export const quoteTodaySchema = quoteSchema.extend({ day: z.string() });
export type QuoteToday = z.infer<typeof quoteTodaySchema>;

export const quoteQuerySchema = z.object({ language: z.enum(LOCALES).optional() });
export const quoteListQuerySchema = quoteQuerySchema.extend({ theme: z.enum(QUOTE_THEMES).optional() });
export const quoteListSchema = z.object({ data: z.array(quoteSchema), themes: z.array(z.enum(QUOTE_THEMES)) });
export type QuoteList = z.infer<typeof quoteListSchema>;
