import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/**
 * Text no column can store: a NUL byte (PostgreSQL refuses it in text, 22021) or a lone UTF-16
 * surrogate (no UTF-8 spelling; the driver would send U+FFFD or fail). Issue 10 point 4.
 */
// eslint-disable-next-line no-control-regex -- the NUL byte is exactly what this refuses
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The path of the first unstorable string in a JSON-like value, or null. Keys are checked too. */
export function findUnstorable(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return UNSTORABLE.test(value) ? path : null;
  if (value === null || typeof value !== 'object' || depth > 32 || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    if (UNSTORABLE.test(key)) return [...path, key];
    const found = findUnstorable(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * One check before any route's own validation, so that no operation has to remember it: a NUL or a
 * lone surrogate in a path parameter, a query value or anywhere in a JSON body answers
 * 422 invalid_characters, naming the field, and never reaches the database.
 */
export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const path = findUnstorable(part);
      if (path)
        throw new AppError(422, 'invalid_characters', 'The request holds characters that cannot be stored', {
          [path.join('.') || '_']: 'invalid_characters',
        });
    }
  });
}
