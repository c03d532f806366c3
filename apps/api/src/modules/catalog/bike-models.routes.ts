import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availabilityRequestSchema,
  bikeModelCatalogQuerySchema,
  bikeModelInputSchema,
  bikeModelListQuerySchema,
  bikeModelListSchema,
  bikeModelResponseSchema,
  idParamSchema,
  PHOTO_MAX_BYTES,
  photoKeyParamSchema,
} from '@veloport/domain';
import { ADMIN, actorOf, STAFF } from '../../platform/actor';
import { readUploadedFile } from '../../platform/files';
import { listRoute } from '../../platform/list-route';
import type { BikeModelsService } from './bike-models.service';
import { bikeModelColumns } from './catalog.export';

const tags = ['catalog'];
const staff = { access: { auth: true, permission: STAFF } } as const;
const admin = { access: ADMIN } as const;

export const bikeModelsRoutes: FastifyPluginAsyncZod<{ models: BikeModelsService }> = async (app, { models }) => {
  listRoute(app, '/api/catalog/bikes', {
    config: staff,
    schema: {
      tags,
      summary: 'Bike models (bikes-catalog/list); ?format=csv or xlsx downloads the filtered list (the price list)',
      querystring: bikeModelCatalogQuerySchema,
      response: { 200: bikeModelListSchema },
    },
    list: (request) => models.list(request.query),
    download: async (request, language) => ({
      fileName: 'bike-catalogue',
      rows: await models.listForExport(request.query),
      columns: bikeModelColumns(language),
    }),
  });

  app.get(
    '/api/catalog/bikes/not-available',
    {
      config: staff,
      schema: {
        tags,
        summary: 'Models withdrawn from sale',
        querystring: bikeModelListQuerySchema,
        response: { 200: bikeModelListSchema },
      },
    },
    async (request) => models.notAvailable(request.query),
  );

  app.get(
    '/api/catalog/bikes/cafeteria',
    {
      config: { access: { auth: true, permission: ['order', 'admin'] } },
      schema: {
        tags,
        summary: 'Models cafeteria plans may offer (cafeteria/list)',
        querystring: bikeModelListQuerySchema,
        response: { 200: bikeModelListSchema },
      },
    },
    async (request) => models.cafeteria(request.query),
  );

  app.post(
    '/api/catalog/bikes',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create a bike model (slug generated when empty)',
        body: bikeModelInputSchema,
        response: { 201: bikeModelResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ model: await models.create(request.body, actorOf(request)) }),
  );

  app.get(
    '/api/catalog/bikes/:id',
    { config: staff, schema: { tags, summary: 'A bike model', params: idParamSchema, response: { 200: bikeModelResponseSchema } } },
    async (request) => ({ model: await models.get(request.params.id) }),
  );

  app.put(
    '/api/catalog/bikes/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Update a bike model',
        params: idParamSchema,
        body: bikeModelInputSchema,
        response: { 200: bikeModelResponseSchema },
      },
    },
    async (request) => ({ model: await models.update(request.params.id, request.body, actorOf(request)) }),
  );

  app.post(
    '/api/catalog/bikes/:id/availability',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Withdraw a model from sale or restore it',
        params: idParamSchema,
        body: availabilityRequestSchema,
        response: { 200: bikeModelResponseSchema },
      },
    },
    async (request) => ({ model: await models.setAvailability(request.params.id, request.body.available, actorOf(request)) }),
  );

  app.post(
    '/api/catalog/bikes/:id/photos',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a photo (JPG or PNG, at most 5 MB), multipart field "file"',
        params: idParamSchema,
        response: { 200: bikeModelResponseSchema },
      },
    },
    async (request) => {
      const data = await readUploadedFile(request, PHOTO_MAX_BYTES);
      return { model: await models.addPhoto(request.params.id, data, actorOf(request)) };
    },
  );

  app.delete(
    '/api/catalog/bikes/:id/photos/:index',
    {
      config: admin,
      schema: { tags, summary: 'Remove a photo by its position', params: photoKeyParamSchema, response: { 200: bikeModelResponseSchema } },
    },
    async (request) => ({ model: await models.removePhoto(request.params.id, request.params.index, actorOf(request)) }),
  );
};
