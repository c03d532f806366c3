import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { characteristicInputSchema, characteristicListSchema, characteristicResponseSchema, idParamSchema } from '@veloport/domain';
import { ADMIN, actorOf, STAFF } from '../../platform/actor';
import type { CharacteristicsService } from './characteristics.service';

const tags = ['catalog'];

export const characteristicsRoutes: FastifyPluginAsyncZod<{ characteristics: CharacteristicsService }> = async (
  app,
  { characteristics },
) => {
  app.get(
    '/api/catalog/characteristics',
    {
      config: { access: { auth: true, permission: STAFF } },
      schema: { tags, summary: 'Technical characteristics a model may have', response: { 200: characteristicListSchema } },
    },
    async () => ({ data: await characteristics.list() }),
  );

  app.post(
    '/api/catalog/characteristics',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Define a characteristic (name in fr, en and nl)',
        body: characteristicInputSchema,
        response: { 201: characteristicResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send({ characteristic: await characteristics.create(request.body, actorOf(request)) }),
  );

  app.put(
    '/api/catalog/characteristics/:id',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Rename or re-type a characteristic',
        params: idParamSchema,
        body: characteristicInputSchema,
        response: { 200: characteristicResponseSchema },
      },
    },
    async (request) => ({ characteristic: await characteristics.update(request.params.id, request.body, actorOf(request)) }),
  );

  app.delete(
    '/api/catalog/characteristics/:id',
    {
      config: { access: ADMIN },
      schema: { tags, summary: 'Delete a characteristic no model uses (409 otherwise)', params: idParamSchema },
    },
    async (request, reply) => {
      await characteristics.remove(request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );
};
