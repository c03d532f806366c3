import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  leasingContractInputSchema,
  leasingContractListQuerySchema,
  leasingContractListSchema,
  leasingContractSchema,
  leasingEndChoiceInputSchema,
  leasingRunInputSchema,
  leasingRunListQuerySchema,
  leasingRunListSchema,
  leasingRunPreviewSchema,
  leasingRunSchema,
} from '@veloport/domain';
import { actorOf, ADMIN } from '../../../platform/actor';
import { listRoute } from '../../../platform/list-route';
import { leasingContractColumns } from './leasing.export';
import type { LeasingService } from './leasing.service';

const tags = ['billing'];
const admin = { access: ADMIN } as const;
/** Reading and choosing: admins every contract, a fleet manager the company's, a customer their own (others 404). */
const signedIn = { access: { auth: true } } as const;

export const leasingRoutes: FastifyPluginAsyncZod<{ leasing: LeasingService }> = async (app, { leasing }) => {
  listRoute(app, '/api/leasing/contracts', {
    config: signedIn,
    schema: {
      tags,
      summary:
        'Leasing contracts I may see, soonest end first; ending=true is the end-of-lease list (ending within four months); filters status, kind, companyId, choice, q; ?format=csv or xlsx',
      querystring: leasingContractListQuerySchema,
      response: { 200: leasingContractListSchema },
    },
    list: (request) => leasing.list(request.user!, request.query),
    download: async (request, language) => ({
      fileName: 'leasing-contracts',
      rows: await leasing.listForExport(request.user!, request.query),
      columns: leasingContractColumns(language),
    }),
  });

  app.post(
    '/api/leasing/contracts',
    {
      config: admin,
      schema: {
        tags,
        summary: 'A leasing contract for a leased bike (company and user from the bike); the monthly price is computed from its parts',
        body: leasingContractInputSchema,
        response: { 201: leasingContractSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await leasing.create(request.user!, request.body, actorOf(request))),
  );

  app.get(
    '/api/leasing/contracts/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'A leasing contract with its price parts, end choice and buy-out instalments',
        params: idParamSchema,
        response: { 200: leasingContractSchema },
      },
    },
    async (request) => leasing.get(request.user!, request.params.id),
  );

  app.post(
    '/api/leasing/contracts/:id/notice',
    {
      config: admin,
      schema: {
        tags,
        summary: 'E-mail the end-of-lease notice (buy at 16 % in 24 instalments, return, new lease) in the customer’s language',
        params: idParamSchema,
        response: { 200: leasingContractSchema },
      },
    },
    async (request) => leasing.sendNotice(request.params.id, actorOf(request)),
  );

  app.post(
    '/api/leasing/contracts/:id/end-choice',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Record the end-of-lease choice (buy, return, renew) — admin, the company’s fleet manager or the customer; 409 once made',
        params: idParamSchema,
        body: leasingEndChoiceInputSchema,
        response: { 200: leasingContractSchema },
      },
    },
    async (request) => leasing.choose(request.user!, request.params.id, request.body.choice, actorOf(request)),
  );

  app.post(
    '/api/leasing/runs/preview',
    {
      config: admin,
      schema: {
        tags,
        summary: 'The bills a leasing run of this month would make (lines already billed are left out)',
        body: leasingRunInputSchema,
        response: { 200: leasingRunPreviewSchema },
      },
    },
    async (request) => leasing.preview(request.body.period),
  );

  app.post(
    '/api/leasing/runs',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Start a leasing run of this month in the background; run twice, bill once',
        body: leasingRunInputSchema,
        response: { 202: leasingRunSchema },
      },
    },
    async (request, reply) => reply.status(202).send(await leasing.startRun(request.body.period, actorOf(request))),
  );

  app.get(
    '/api/leasing/runs',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Leasing runs, newest first, with their progress and what they billed',
        querystring: leasingRunListQuerySchema,
        response: { 200: leasingRunListSchema },
      },
    },
    async (request) => leasing.runs(request.query),
  );

  app.get(
    '/api/leasing/runs/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One leasing run and its progress (done of total)',
        params: idParamSchema,
        response: { 200: leasingRunSchema },
      },
    },
    async (request) => leasing.run(request.params.id),
  );
};
