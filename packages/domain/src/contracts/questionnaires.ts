import { z } from 'zod';
import { BIKE_USAGES, QUESTIONNAIRE_FIELDS } from '../questionnaires';
import {
  exportFormatSchema,
  isoDateTimeSchema,
  listOf,
  listQuerySchema,
  localeSchema,
  optionalText,
  queryBoolean,
  requiredText,
  nameTranslationsOutSchema,
  nameTranslationsSchema,
} from './common';

export const questionnaireFieldNameSchema = z.enum(QUESTIONNAIRE_FIELDS);
export const questionnaireBikeUsageSchema = z.enum(BIKE_USAGES);
export const questionnaireFieldSchema = z.object({ name: questionnaireFieldNameSchema, required: z.boolean().default(false) });

/** Lower-case words joined by hyphens, as `slugify` makes them: the public address `/{locale}/questionnaire/{slug}`. */
export const QUESTIONNAIRE_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * `POST /api/questionnaires` and `PUT /api/questionnaires/{id}` (issue 15): the slug is generated from the title
 * when empty; the fields asked, each once, at least one.
 */
export const questionnaireInputSchema = z.object({
  title: requiredText(160),
  titleTranslations: nameTranslationsSchema(160),
  description: optionalText(2000),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(100)
    .regex(QUESTIONNAIRE_SLUG_PATTERN)
    .nullish()
    .or(z.literal(''))
    .transform((v) => v || null),
  isActive: z.boolean().default(true),
  fields: z
    .array(questionnaireFieldSchema)
    .min(1)
    .max(QUESTIONNAIRE_FIELDS.length)
    .refine((fields) => new Set(fields.map((f) => f.name)).size === fields.length, 'duplicate'),
});
export type QuestionnaireInput = z.output<typeof questionnaireInputSchema>;
export type QuestionnaireBody = z.input<typeof questionnaireInputSchema>;

export const questionnaireCreatedSchema = z.object({ id: z.number(), slug: z.string() });

export const questionnaireSchema = z.object({
  id: z.number(),
  title: z.string(),
  titleTranslations: nameTranslationsOutSchema,
  description: z.string().nullable(),
  slug: z.string(),
  isActive: z.boolean(),
  fields: z.array(z.object({ name: questionnaireFieldNameSchema, required: z.boolean() })),
  responsesCount: z.number(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
});
export type Questionnaire = z.infer<typeof questionnaireSchema>;

export const questionnaireListSchema = listOf(questionnaireSchema);
export type QuestionnaireList = z.infer<typeof questionnaireListSchema>;
export const questionnaireListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['id', 'title', 'createdAt', 'responsesCount']).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  isActive: queryBoolean.optional(),
  format: exportFormatSchema.default('json'),
});
export type QuestionnaireListQuery = z.output<typeof questionnaireListQuerySchema>;

export const answerValueSchema = z.union([z.string(), z.number(), z.boolean()]);
export const questionnaireResponseSchema = z.object({
  id: z.number(),
  submittedAt: isoDateTimeSchema,
  locale: localeSchema,
  answers: z.record(z.string(), answerValueSchema),
});
export type QuestionnaireResponse = z.infer<typeof questionnaireResponseSchema>;
export const questionnaireResponseListSchema = listOf(questionnaireResponseSchema).extend({ questionnaire: questionnaireSchema });
export type QuestionnaireResponseList = z.infer<typeof questionnaireResponseListSchema>;
export const questionnaireResponseListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['submittedAt']).default('submittedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  format: exportFormatSchema.default('json'),
});
export type QuestionnaireResponseListQuery = z.output<typeof questionnaireResponseListQuerySchema>;

/** `GET /api/public/questionnaires/{slug}`: what the visitor's form shows. */
export const publicQuestionnaireSchema = z.object({
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  fields: z.array(z.object({ name: questionnaireFieldNameSchema, required: z.boolean() })),
});
export type PublicQuestionnaire = z.infer<typeof publicQuestionnaireSchema>;
export const questionnaireSlugParamSchema = z.object({ slug: z.string().min(1).max(120) });

/** `POST /api/public/questionnaires/{slug}`: the answers by field name; the service checks them against the fields asked. */
export const questionnaireAnswersInputSchema = z.object({
  answers: z.record(z.string().max(40), z.union([z.string().max(500), z.number(), z.boolean(), z.null()])),
  locale: localeSchema.optional(),
});
export type QuestionnaireAnswersInput = z.output<typeof questionnaireAnswersInputSchema>;
export const questionnaireAnswerCreatedSchema = z.object({ id: z.number(), submittedAt: isoDateTimeSchema });
