import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applyImportRequestSchema,
  applyImportResponseSchema,
  idParamSchema,
  importBrandParamSchema,
  importFeedRequestSchema,
  importRunListQuerySchema,
  importRunListSchema,
  importRunResponseSchema,
} from '@veloport/domain';
import { ADMIN, actorOf } from '../../platform/actor';
import type { ImportsService } from './imports.service';

const tags = ['catalog'];
const admin = { access: ADMIN } as const;

export const importsRoutes: FastifyPluginAsyncZod<{ imports: ImportsService }> = async (app, { imports }) => {
  app.get(
    '/api/catalog/imports',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Brand catalogue imports (scrapping/list)',
        querystring: importRunListQuerySchema,
        response: { 200: importRunListSchema },
      },
    },
    async (request) => imports.list(request.query),
  );

  app.get(
    '/api/catalog/imports/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One import: its new, changed and gone items',
        params: idParamSchema,
        response: { 200: importRunResponseSchema },
      },
    },
    async (request) => ({ run: await imports.get(request.params.id) }),
  );

  app.post(
    '/api/catalog/imports/:brand',
    {
      config: admin,
      schema: {
        tags,
        summary: "Preview a brand's feed (docs/feeds.md): what is new, changed or gone",
        params: importBrandParamSchema,
        body: importFeedRequestSchema,
        response: { 201: importRunResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ run: await imports.preview(request.params.brand, request.body, actorOf(request)) }),
  );

  app.post(
    '/api/catalog/imports/:brand/sample',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Preview the sample feed bundled for this brand (no network)',
        params: importBrandParamSchema,
        response: { 201: importRunResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ run: await imports.previewSample(request.params.brand, actorOf(request)) }),
  );

  app.post(
    '/api/catalog/imports/:id/apply',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Apply the chosen items of a preview (once)',
        params: idParamSchema,
        body: applyImportRequestSchema,
        response: { 200: applyImportResponseSchema },
      },
    },
    async (request) => imports.apply(request.params.id, request.body.apply, actorOf(request)),
  );
};
