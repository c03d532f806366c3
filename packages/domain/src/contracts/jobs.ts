import { z } from 'zod';
import { listOf, listQuerySchema } from './common';

/** pg-boss's job states: waiting (created), waiting again after a failure (retry), running, done, cancelled, failed for good. */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const jobListQuerySchema = listQuerySchema.extend({
  order: z.enum(['asc', 'desc']).default('desc'),
  state: z.enum(JOB_STATES).optional(),
});

/** One background job as the admin list shows it; `summary` says what it is about (a mail: recipient and subject). */
export const jobSchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.enum(JOB_STATES),
  summary: z.string().nullable(),
  attempts: z.number(),
  retryLimit: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  startAfter: z.string(),
  completedAt: z.string().nullable(),
});
export type BackgroundJob = z.infer<typeof jobSchema>;
export const jobListSchema = listOf(jobSchema);
export const jobIdParamSchema = z.object({ id: z.uuid() });
export const jobResponseSchema = z.object({ job: jobSchema });
