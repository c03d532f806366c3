import type { FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * A named action whose fields are all optional (`POST /api/bills/{id}/credit-note`, `…/publish`, `…/pickup`) may be
 * sent without a body, as any HTTP client and the web's action buttons do: it is read as `{}` (issue 26). Fixed once,
 * where the body is read and validated, for every route: no body at all, and an empty JSON body (`Content-Type:
 * application/json` with no bytes), both reach the route's schema as `{}`, so the schema decides — a required field is
 * named by its own code, never the whole body as `_: required`. A route without a body schema is untouched.
 */
export function registerActionBodies(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body === '') return done(null, undefined);
    return json(request, body as string, done);
  });
  app.setValidatorCompiler<ZodType>((route) => {
    const validate = validatorCompiler(route);
    return route.httpPart === 'body' ? (data: unknown) => validate(data ?? {}) : validate;
  });
}
