import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accessoryInputSchema,
  accessoryListQuerySchema,
  accessoryListSchema,
  accessoryResponseSchema,
  idParamSchema,
  mergeAccessoryRequestSchema,
  mergeAccessoryResponseSchema,
  PHOTO_MAX_BYTES,
  photoKeyParamSchema,
} from '@veloport/domain';
import { ADMIN, STAFF, actorOf } from '../../platform/actor';
import { readUploadedFile } from '../../platform/files';
import type { AccessoriesService } from './accessories.service';

const tags = ['catalog'];
const admin = { access: ADMIN } as const;
/** Staff read the catalogue (offer lines, the till, workshop parts); only admins change it. */
const readers = { access: { auth: true, permission: STAFF } } as const;

export const accessoriesRoutes: FastifyPluginAsyncZod<{ accessories: AccessoriesService }> = async (app, { accessories }) => {
  app.get(
    '/api/catalog/accessories',
    {
      config: readers,
      schema: { tags, summary: 'Accessory catalogue', querystring: accessoryListQuerySchema, response: { 200: accessoryListSchema } },
    },
    async (request) => accessories.list(request.query),
  );

  app.post(
    '/api/catalog/accessories',
    {
      config: admin,
      schema: { tags, summary: 'Create an accessory', body: accessoryInputSchema, response: { 201: accessoryResponseSchema } },
    },
    async (request, reply) => reply.status(201).send({ accessory: await accessories.create(request.body, actorOf(request)) }),
  );

  app.get(
    '/api/catalog/accessories/:id',
    { config: readers, schema: { tags, summary: 'An accessory', params: idParamSchema, response: { 200: accessoryResponseSchema } } },
    async (request) => ({ accessory: await accessories.get(request.params.id) }),
  );

  app.put(
    '/api/catalog/accessories/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Update an accessory',
        params: idParamSchema,
        body: accessoryInputSchema,
        response: { 200: accessoryResponseSchema },
      },
    },
    async (request) => ({ accessory: await accessories.update(request.params.id, request.body, actorOf(request)) }),
  );

  app.post(
    '/api/catalog/accessories/:id/merge',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Fold a duplicate into this accessory: stock and references move here, the duplicate is deleted',
        params: idParamSchema,
        body: mergeAccessoryRequestSchema,
        response: { 200: mergeAccessoryResponseSchema },
      },
    },
    async (request) => accessories.merge(request.params.id, request.body.duplicateId, actorOf(request)),
  );

  app.post(
    '/api/catalog/accessories/:id/photos',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Add a photo (JPG or PNG, at most 5 MB), multipart field "file"',
        params: idParamSchema,
        response: { 200: accessoryResponseSchema },
      },
    },
    async (request) => {
      const data = await readUploadedFile(request, PHOTO_MAX_BYTES);
      return { accessory: await accessories.addPhoto(request.params.id, data, actorOf(request)) };
    },
  );

  app.delete(
    '/api/catalog/accessories/:id/photos/:index',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Remove a photo by its position (0-based); 404 when there is none there',
        params: photoKeyParamSchema,
        response: { 200: accessoryResponseSchema },
      },
    },
    async (request) => ({ accessory: await accessories.removePhoto(request.params.id, request.params.index, actorOf(request)) }),
  );
};
