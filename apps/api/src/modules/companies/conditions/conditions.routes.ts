import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  buildingInputSchema,
  buildingListQuerySchema,
  buildingListSchema,
  buildingSchema,
  cafeteriaPlanInputSchema,
  cafeteriaPlanSchema,
  companyBikeListSchema,
  companyBikeQuerySchema,
  conditionsSchema,
  idParamSchema,
  updateConditionsRequestSchema,
} from '@veloport/domain';
import { auditActor } from '../../../platform/audit';
import { scopeOf } from '../../../platform/tenancy';
import type { ConditionsService } from './conditions.service';

const tags = ['conditions'];
/** Admins, and a fleet manager for their own company (others' answer 404). */
const adminOrFleet = { access: { auth: true, permission: ['admin', 'fleetManager'] } } as const;

export const conditionsRoutes: FastifyPluginAsyncZod<{ conditions: ConditionsService }> = async (app, { conditions }) => {
  app.get(
    '/api/companies/:id/conditions',
    {
      config: adminOrFleet,
      schema: {
        tags,
        summary: "A company's rules: access, sign-up, quiz, shared bikes, cafeteria plan",
        params: idParamSchema,
        response: { 200: conditionsSchema },
      },
    },
    async (request) => conditions.get(scopeOf(request.user!), request.params.id),
  );

  app.put(
    '/api/companies/:id/conditions',
    {
      config: adminOrFleet,
      schema: {
        tags,
        summary: 'Save the access, sign-up, quiz and shared-bike rules (422 on inconsistent rules)',
        params: idParamSchema,
        body: updateConditionsRequestSchema,
        response: { 200: conditionsSchema },
      },
    },
    async (request) => conditions.update(scopeOf(request.user!), request.params.id, request.body, auditActor(request)),
  );

  app.get(
    '/api/companies/:id/bikes',
    {
      config: adminOrFleet,
      schema: {
        tags,
        summary: "A company's bikes, for the shared-bike condition (q: frame number or model)",
        params: idParamSchema,
        querystring: companyBikeQuerySchema,
        response: { 200: companyBikeListSchema },
      },
    },
    async (request) => ({ data: await conditions.bikes(scopeOf(request.user!), request.params.id, request.query.q) }),
  );

  app.get(
    '/api/companies/:id/conditions/cafeteria',
    {
      config: adminOrFleet,
      schema: { tags, summary: "A company's cafeteria plan", params: idParamSchema, response: { 200: cafeteriaPlanSchema } },
    },
    async (request) => conditions.cafeteria(scopeOf(request.user!), request.params.id),
  );

  app.put(
    '/api/companies/:id/conditions/cafeteria',
    {
      config: adminOrFleet,
      schema: {
        tags,
        summary: 'Save the cafeteria plan',
        params: idParamSchema,
        body: cafeteriaPlanInputSchema,
        response: { 200: cafeteriaPlanSchema },
      },
    },
    async (request) => conditions.updateCafeteria(scopeOf(request.user!), request.params.id, request.body, auditActor(request)),
  );

  app.get(
    '/api/companies/:id/buildings',
    {
      config: adminOrFleet,
      schema: {
        tags: ['buildings'],
        summary: "A company's buildings",
        params: idParamSchema,
        querystring: buildingListQuerySchema,
        response: { 200: buildingListSchema },
      },
    },
    async (request) => conditions.buildings(scopeOf(request.user!), request.params.id, request.query),
  );

  app.post(
    '/api/companies/:id/buildings',
    {
      config: adminOrFleet,
      schema: {
        tags: ['buildings'],
        summary: 'Add a building',
        params: idParamSchema,
        body: buildingInputSchema,
        response: { 201: buildingSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await conditions.createBuilding(scopeOf(request.user!), request.params.id, request.body, auditActor(request))),
  );

  app.put(
    '/api/buildings/:id',
    {
      config: adminOrFleet,
      schema: {
        tags: ['buildings'],
        summary: 'Update a building',
        params: idParamSchema,
        body: buildingInputSchema,
        response: { 200: buildingSchema },
      },
    },
    async (request) => conditions.updateBuilding(scopeOf(request.user!), request.params.id, request.body, auditActor(request)),
  );

  app.delete(
    '/api/buildings/:id',
    {
      config: adminOrFleet,
      schema: { tags: ['buildings'], summary: 'Delete a building (it leaves the shared-bike rules too)', params: idParamSchema },
    },
    async (request, reply) => {
      await conditions.removeBuilding(scopeOf(request.user!), request.params.id, auditActor(request));
      return reply.status(204).send();
    },
  );
};
