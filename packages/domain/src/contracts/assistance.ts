import { z } from 'zod';
import {
  exportFormatSchema,
  idSchema,
  INT4_MAX,
  isoDateTimeSchema,
  listOf,
  listQuerySchema,
  namedRefSchema,
  personRefSchema,
} from './common';

/** What went wrong with a shared bike during a reservation (issue 13, "assistance"). */
export const ASSISTANCE_KINDS = ['flat_tyre', 'lock', 'damage', 'other'] as const;
export type AssistanceKind = (typeof ASSISTANCE_KINDS)[number];
/** open → in_progress → resolved; a report may also go from open straight to resolved. */
export const ASSISTANCE_STATUSES = ['open', 'in_progress', 'resolved'] as const;
export type AssistanceStatus = (typeof ASSISTANCE_STATUSES)[number];
/** A photo of the problem: JPG or PNG, at most 10 MB, counted on the bytes received. */
export const ASSISTANCE_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

export function canMoveAssistance(from: AssistanceStatus, to: AssistanceStatus): boolean {
  return ASSISTANCE_STATUSES.indexOf(to) > ASSISTANCE_STATUSES.indexOf(from);
}

/** `POST /api/assistance-reports`: the holder of a started reservation reports a problem with its bike. */
export const assistanceCreateSchema = z
  .object({
    reservationId: z.number().int().positive().max(INT4_MAX),
    kind: z.enum(ASSISTANCE_KINDS),
    comment: z.string().trim().max(2000).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'other' && v.comment.length === 0) ctx.addIssue({ code: 'custom', path: ['comment'], message: 'required' });
  });
export type AssistanceCreateInput = z.output<typeof assistanceCreateSchema>;

/** `POST /api/assistance-reports/{id}/status`. */
export const assistanceStatusChangeSchema = z.object({ status: z.enum(ASSISTANCE_STATUSES) });

const stepSchema = z.object({ at: isoDateTimeSchema, by: personRefSchema.nullable() }).nullable();
export const assistanceReportSchema = z.object({
  id: z.number(),
  kind: z.enum(ASSISTANCE_KINDS),
  status: z.enum(ASSISTANCE_STATUSES),
  comment: z.string(),
  hasPhoto: z.boolean(),
  reservation: z.object({ id: z.number(), code: z.string(), start: isoDateTimeSchema, end: isoDateTimeSchema }),
  bike: z.object({ id: z.number(), frameNumber: z.string() }),
  building: namedRefSchema.nullable(),
  company: namedRefSchema,
  reporter: personRefSchema,
  createdAt: isoDateTimeSchema,
  /** Who moved it to each status, and when. */
  inProgress: stepSchema,
  resolved: stepSchema,
  /** What the caller may do: move it on (fleet manager, workshop), add a photo (the reporter, while open). */
  canChangeStatus: z.boolean(),
  canAddPhoto: z.boolean(),
});
export type AssistanceReport = z.infer<typeof assistanceReportSchema>;
export const assistanceListSchema = listOf(assistanceReportSchema);
export const assistanceListQuerySchema = listQuerySchema.extend({
  sort: z.enum(['createdAt', 'status', 'kind']).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  status: z.enum(ASSISTANCE_STATUSES).optional(),
  kind: z.enum(ASSISTANCE_KINDS).optional(),
  companyId: idSchema.optional(),
  reservationId: idSchema.optional(),
  format: exportFormatSchema.default('json'),
});
export type AssistanceListQuery = z.output<typeof assistanceListQuerySchema>;
