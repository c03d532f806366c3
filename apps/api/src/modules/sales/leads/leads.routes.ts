import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  historyListSchema,
  historyQuerySchema,
  idParamSchema,
  leadDetailSchema,
  leadInputSchema,
  leadListQuerySchema,
  leadListSchema,
  leadNoteInputSchema,
  leadStatusRequestSchema,
  offerInputSchema,
  offerSchema,
} from '@veloport/domain';
import { actorOf, ADMIN } from '../../../platform/actor';
import { listRoute } from '../../../platform/list-route';
import { salesStaffOnly } from '../sales.scope';
import { leadColumns } from './leads.export';
import type { LeadsService } from './leads.service';

const tags = ['sales'];
/** Leads are the shop's: admins and the shop's sales staff (`order` without a company, salesStaffOnly). */
const staff = { access: { auth: true, permission: ['admin', 'order'] } } as const;

export const leadsRoutes: FastifyPluginAsyncZod<{ leads: LeadsService }> = async (app, { leads }) => {
  listRoute(app, '/api/leads', {
    config: staff,
    preValidation: salesStaffOnly,
    schema: {
      tags,
      summary: 'Leads (offers/interested), newest first; filters status, source, q; ?format=csv or xlsx downloads them',
      querystring: leadListQuerySchema,
      response: { 200: leadListSchema },
    },
    list: (request) => leads.list(request.query),
    download: async (request, language) => ({
      fileName: 'leads',
      rows: await leads.listForExport(request.query),
      columns: leadColumns(language),
    }),
  });

  app.post(
    '/api/leads',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: {
        tags,
        summary: 'Type in a lead (a person or company interested in a bike)',
        body: leadInputSchema,
        response: { 201: leadDetailSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await leads.create(request.body, actorOf(request))),
  );

  app.get(
    '/api/leads/:id',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: {
        tags,
        summary: 'A lead with its notes, next statuses and the customer it matches',
        params: idParamSchema,
        response: { 200: leadDetailSchema },
      },
    },
    async (request) => leads.detail(request.params.id),
  );

  app.put(
    '/api/leads/:id',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: { tags, summary: "Change a lead's data", params: idParamSchema, body: leadInputSchema, response: { 200: leadDetailSchema } },
    },
    async (request) => leads.update(request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/api/leads/:id/status',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: {
        tags,
        summary: 'Move a lead along (new, contacted, lost); 409 invalid_transition otherwise',
        params: idParamSchema,
        body: leadStatusRequestSchema,
        response: { 200: leadDetailSchema },
      },
    },
    async (request) => leads.setStatus(request.params.id, request.body.status, actorOf(request)),
  );

  app.post(
    '/api/leads/:id/notes',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: {
        tags,
        summary: 'Add a dated note to a lead',
        params: idParamSchema,
        body: leadNoteInputSchema,
        response: { 201: leadDetailSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await leads.addNote(request.params.id, request.body.body, actorOf(request))),
  );

  app.post(
    '/api/leads/:id/offer',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: {
        tags,
        summary: 'Make an offer from the lead (same body as POST /api/offers); the lead becomes offer_made and points at it',
        params: idParamSchema,
        body: offerInputSchema,
        response: { 201: offerSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await leads.makeOffer(request.params.id, request.body, actorOf(request))),
  );

  app.post(
    '/api/leads/:id/customer',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Create the private customer of a lead without an account (admin); 409 when the e-mail is taken',
        params: idParamSchema,
        response: { 201: leadDetailSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await leads.createCustomer(request.params.id, actorOf(request))),
  );

  app.get(
    '/api/leads/:id/history',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: {
        tags,
        summary: "The lead's history: every change with who and when",
        params: idParamSchema,
        querystring: historyQuerySchema,
        response: { 200: historyListSchema },
      },
    },
    async (request) => leads.history(request.params.id, request.query),
  );
};
