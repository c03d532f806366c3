import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiErrorCode, FieldCode } from '@veloport/domain';

export type { FieldCode };

/** A refusal the caller can act on; the web translates `code`. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ApiErrorCode,
    message?: string,
    readonly fields?: Record<string, FieldCode>,
    readonly extra?: { retryAfter?: number },
  ) {
    super(message ?? code);
  }
}

export const notFound = (what = 'Not found') => new AppError(404, 'not_found', what);
export const forbidden = () => new AppError(403, 'forbidden', 'You may not do this');
export const unauthenticated = () => new AppError(401, 'unauthenticated', 'Sign in first');
export const invalid = (fields: Record<string, FieldCode>) => new AppError(422, 'validation_failed', 'Some fields are invalid', fields);

type ZodLikeIssue = {
  path: PropertyKey[];
  code?: string;
  message?: string;
  format?: unknown;
  minimum?: unknown;
  origin?: unknown;
  input?: unknown;
};

/** Zod issues become stable field codes the forms already know (FIELD_ERROR_CODES). */
export function fieldCode(issue: ZodLikeIssue): string {
  if (issue.code === 'custom' && issue.message && /^[a-z_]+$/.test(issue.message)) return issue.message;
  // An id (coerced to text, then matched) that is missing fails its pattern as "undefined": it is required.
  if (issue.code === 'invalid_format' && issue.input === undefined) return 'required';
  if (issue.code === 'invalid_format') return issue.format === 'email' ? 'invalid_email' : 'invalid';
  // An empty text or list that needs one character or item is missing, not small.
  if (issue.code === 'too_small')
    return (issue.origin === 'string' || issue.origin === 'array') && issue.minimum === 1 ? 'required' : 'too_small';
  if (issue.code === 'too_big') return issue.origin === 'string' ? 'too_long' : 'too_big';
  // A value of the wrong type (170.5 for an integer, "abc" for a number) is invalid; only a missing one is required.
  if (issue.code === 'invalid_type') return issue.input === undefined || issue.input === null ? 'required' : 'invalid';
  return 'invalid';
}

function fieldsFromIssues(issues: ZodLikeIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= fieldCode(issue);
  }
  return fields;
}

/** The part of the request a schema validated, to tell a missing value from a wrong one. */
function requestPart(request: FastifyRequest, context: string | undefined): unknown {
  if (context === 'querystring') return request.query;
  if (context === 'params') return request.params;
  if (context === 'headers') return request.headers;
  return request.body;
}

function valueAt(source: unknown, path: string[]): unknown {
  let value = source;
  for (const key of path) value = value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  return value;
}

/** The SQLSTATE of a database error, however deep the driver or the ORM wrapped it. */
export function sqlState(error: unknown): string | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return null;
}

/**
 * The database could not be reached or dropped the connection mid-request (a restart, a failover, connections
 * terminated by an operator): SQLSTATE classes 08 (connection exception) and 57P (operator intervention), and the
 * driver's own words when the socket went away. The request's transaction was rolled back by the server, so nothing
 * of it was written: the answer is 503 and the caller may try again (issue 24 point 11, decision 071).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const state = sqlState(error);
  if (state && (state.startsWith('08') || state.startsWith('57P'))) return true;
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message, severity } = e as { code?: unknown; message?: unknown; severity?: unknown };
    // FATAL ends the session: the server refused the connection (a database not accepting connections) or dropped it.
    if (severity === 'FATAL') return true;
    if (typeof code === 'string' && ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH'].includes(code)) return true;
    if (
      typeof message === 'string' &&
      /Connection terminated|not queryable|timeout exceeded when trying to connect|Client was closed|Connection ended/i.test(message)
    )
      return true;
  }
  return false;
}

/**
 * What the log keeps of an unexpected error: its kind, message, SQL text and SQLSTATE, never the
 * query's parameters (names, e-mails, addresses). Drizzle's message ends with "params: …" and the
 * driver's `detail` quotes the row ("Key (email)=(…)"), so both are dropped (issue 10 point 4).
 */
export function loggableError(error: unknown): Record<string, unknown> {
  const e = error as {
    name?: string;
    message?: string;
    stack?: string;
    query?: unknown;
    cause?: { message?: string; constraint?: string };
  };
  const message = String(e?.message ?? error).split(/\nparams:/)[0]!;
  const query = typeof e?.query === 'string' ? e.query : undefined;
  const sql = sqlState(error);
  return {
    type: e?.name ?? typeof error,
    // The message of a failed query repeats the SQL; the driver's own names the problem but may quote the
    // value ('invalid input syntax for type integer: "…"'), so quoted parts are blanked.
    message: query ? (e.cause?.message ?? 'query failed').split('\n')[0]!.replace(/"[^"]*"/g, '"…"') : message,
    ...(query ? { sql: query } : {}),
    ...(e.cause?.constraint ? { constraint: e.cause.constraint } : {}),
    ...(sql ? { sqlState: sql } : {}),
    ...(!query && e?.stack ? { stack: e.stack.split('\n').slice(1, 8).join('\n') } : {}),
  };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.extra?.retryAfter) reply.header('Retry-After', String(error.extra.retryAfter));
      return reply.status(error.statusCode).send({
        error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}), ...error.extra },
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const source = requestPart(request, error.validationContext);
      const issues: ZodLikeIssue[] = error.validation.map((v) => {
        const path = v.instancePath.split('/').filter(Boolean);
        return { ...(v.params as Record<string, unknown>), code: v.keyword, message: v.message, path, input: valueAt(source, path) };
      });
      return reply.status(422).send({
        error: { code: 'validation_failed', message: 'Some fields are invalid', fields: fieldsFromIssues(issues) },
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.status(413).send({ error: { code: 'payload_too_large', message: 'The request is too large' } });
    }
    if (status === 429) {
      return reply.status(429).send({ error: { code: 'too_many_attempts', message: 'Too many requests' } });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, bad multipart: the caller's input, never a 500.
      return reply.status(422).send({ error: { code: 'validation_failed', message: 'The request could not be read' } });
    }
    // The last line of defence: a value the database refuses as data (class 22: a NUL byte, a number out of
    // range, an invalid text representation) is the caller's input, answered 422 (issue 9 point 8).
    if (sqlState(error)?.startsWith('22')) {
      request.log.warn({ err: loggableError(error) }, 'input refused by the database');
      return reply.status(422).send({ error: { code: 'validation_failed', message: 'Some values cannot be stored' } });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: loggableError(error) }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', '5')
        .send({ error: { code: 'service_unavailable', message: 'The database cannot be reached; nothing was changed' } });
    }
    request.log.error({ err: loggableError(error) }, 'unhandled error');
    return reply.status(500).send({ error: { code: 'internal_error', message: 'Something went wrong' } });
  });

  // Every error body names the request (its id is also in X-Request-Id and in each log line of that request).
  app.addHook('preSerialization', async (request, _reply, payload) => {
    const error = (payload as { error?: unknown } | null)?.error;
    if (error && typeof error === 'object' && 'code' in error && !('requestId' in error))
      return { ...(payload as object), error: { ...error, requestId: request.id } };
    return payload;
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({ error: { code: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}` } }),
  );
}
