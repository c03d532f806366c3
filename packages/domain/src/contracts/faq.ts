import { z } from 'zod';
import { FAQ_THEMES, stripTags } from '../faq';
import { exportFormatSchema, idSchema, isoDateTimeSchema, listOf, listQuerySchema, localeSchema } from './common';

export const faqThemeSchema = z.enum(FAQ_THEMES);

/** A text in the three languages, each required; HTML tags are removed before the length is checked. */
const trilingual = (max: number) => {
  const one = z
    .string()
    .transform((v) => stripTags(v).trim())
    .pipe(z.string().min(1).max(max));
  return z.object({ fr: one, en: one, nl: one });
};

/** `POST /api/faq-entries` and `PUT /api/faq-entries/{id}` (admin): an entry goes at the end of its theme. */
export const faqEntryInputSchema = z.object({
  theme: faqThemeSchema,
  question: trilingual(300),
  answer: trilingual(5000),
  published: z.boolean().default(true),
});
export type FaqEntryInput = z.output<typeof faqEntryInputSchema>;

const texts = z.object({ fr: z.string(), en: z.string(), nl: z.string() });

export const faqEntrySchema = z.object({
  id: z.number(),
  theme: faqThemeSchema,
  position: z.number(),
  question: texts,
  answer: texts,
  published: z.boolean(),
  helpfulCount: z.number(),
  notHelpfulCount: z.number(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

export const faqEntryListSchema = listOf(faqEntrySchema);
/** `q` searches questions and answers in every language. Sorted by theme then position unless asked otherwise. */
export const faqEntryListQuerySchema = listQuerySchema.extend({
  perPage: z.coerce.number().int().min(1).max(100).default(100),
  sort: z.enum(['position', 'updatedAt', 'helpful', 'notHelpful']).default('position'),
  theme: faqThemeSchema.optional(),
  format: exportFormatSchema.default('json'),
});
export type FaqEntryListQuery = z.output<typeof faqEntryListQuerySchema>;

/** `PUT /api/faq-entries/order`: every entry of the theme, in the new order (drag and drop, up and down). */
export const faqOrderInputSchema = z.object({ theme: faqThemeSchema, ids: z.array(idSchema).min(1).max(500) });
export type FaqOrderInput = z.output<typeof faqOrderInputSchema>;

export const faqIdParamSchema = z.object({ id: idSchema });

/** `GET /api/public/faq-entries?locale=&q=`: the published entries in one language, grouped by theme in order. */
export const publicFaqQuerySchema = z.object({ locale: localeSchema.default('fr'), q: z.string().trim().max(120).optional() });
export const publicFaqEntrySchema = z.object({ id: z.number(), question: z.string(), answer: z.string() });
export const publicFaqSchema = z.object({
  locale: localeSchema,
  themes: z.array(z.object({ theme: faqThemeSchema, entries: z.array(publicFaqEntrySchema) })),
});
export type PublicFaq = z.infer<typeof publicFaqSchema>;
export type PublicFaqEntry = z.infer<typeof publicFaqEntrySchema>;

/** `POST /api/public/faq-entries/{id}/feedback`: "was this helpful?". */
export const faqFeedbackInputSchema = z.object({ helpful: z.boolean() });
export const faqFeedbackSchema = z.object({ helpful: z.boolean() });
