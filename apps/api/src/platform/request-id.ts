import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { IncomingMessage } from 'node:http';

export const REQUEST_ID_HEADER = 'x-request-id';
/** A caller's id is kept only when it is short and plain: it goes into every log line and error body. */
const SAFE_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * Fastify's `genReqId`: the id a proxy or load balancer already gave the request (so one id follows it
 * across systems), else a new UUID. Fastify puts it in every log line as `reqId`.
 */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_ID.test(given) ? given : crypto.randomUUID();
}

/** Every answer names its request id in `X-Request-Id`, so a user's report can be matched with the log. */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
