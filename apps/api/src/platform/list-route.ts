import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationHookHandler, RouteShorthandOptions } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ExportFormat, Locale, RouteAccess } from '@veloport/domain';
import type { z } from 'zod';
import { downloadLanguage, sendExport, type ExportColumn } from './export';

/** The app a module's routes plugin receives (`FastifyPluginAsyncZod`). */
type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

type ListRequest<Q extends z.ZodType, P extends z.ZodType | undefined> = FastifyRequest<{
  Querystring: z.output<Q>;
  Params: P extends z.ZodType ? z.output<P> : unknown;
}>;

/**
 * A page already written as JSON text by the database, sent as it is: for answers too large to parse, check and
 * write again in time (decision 109). Whoever builds it answers for its matching the route's response schema.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/** What `?format=csv|xlsx` sends: `<fileName>-<today>.<ext>` with these rows under these columns. */
export type ListDownload<T> = { fileName: string; rows: T[]; columns: ExportColumn<T>[] };

export type ListRouteOptions<Q extends z.ZodType<{ format: ExportFormat }>, P extends z.ZodType | undefined, R extends z.ZodType, T> = {
  config: { access: RouteAccess };
  preValidation?: preValidationHookHandler;
  schema: { tags: string[]; summary: string; params?: P; querystring: Q; response: { 200: R } };
  /** The page (`?format=json`, the default). */
  list: (request: ListRequest<Q, P>) => Promise<z.input<R> | RawJson>;
  /** The download, in the reader's language (`downloadLanguage`: the screen's `?lang=`, else the profile's). */
  download: (request: ListRequest<Q, P>, language: Locale) => Promise<ListDownload<T>>;
};

/**
 * A "list and download" route (decision 080): one GET answers the page as JSON, or with `?format=csv|xlsx` the same
 * filters as a file through `sendExport`. The route's `config.access` stays at the call, where lint and the boot check
 * read it.
 */
export function listRoute<Q extends z.ZodType<{ format: ExportFormat }>, P extends z.ZodType | undefined, R extends z.ZodType, T>(
  app: ZodApp,
  path: string,
  { config, preValidation, schema, list, download }: ListRouteOptions<Q, P, R, T>,
) {
  // Registered through the plain instance: the type provider resolves the request from `schema` at a literal call, and
  // here the schemas are generic; `ListRouteOptions` already ties the callbacks to them.
  const options: RouteShorthandOptions = { config, schema, ...(preValidation ? { preValidation } : {}) };
  (app as FastifyInstance).get(path, options, async (raw: FastifyRequest, reply: FastifyReply) => {
    const request = raw as ListRequest<Q, P>;
    const { format } = request.query as { format: ExportFormat };
    if (format === 'json') {
      const body = await list(request);
      // A string with a JSON content type goes out untouched: Fastify serialises only what is not yet text.
      return body instanceof RawJson ? reply.type('application/json; charset=utf-8').send(body.text) : body;
    }
    const { fileName, rows, columns } = await download(request, downloadLanguage(request));
    return sendExport(reply, format, fileName, rows, columns);
  });
}
