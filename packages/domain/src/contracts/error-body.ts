import { z } from 'zod';

/**
 * The one error shape of the API. Its own module, apart from the error codes: the web app imports the codes
 * on every page, and a zod schema next to them would pull zod into the first load.
 */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    retryAfter: z.number().int().optional(),
    /** The request's id (also in the X-Request-Id header and the server log), for a support report. */
    requestId: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
