import {
  ASSISTANCE_PHOTO_MAX_BYTES,
  assistanceCreateSchema,
  assistanceListQuerySchema,
  assistanceListSchema,
  assistanceReportSchema,
  assistanceStatusChangeSchema,
  idParamSchema,
} from '@veloport/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../platform/actor';
import { readUploadedFile } from '../../../platform/files';
import { listRoute } from '../../../platform/list-route';
import { assistanceColumns } from './assistance.export';
import type { AssistanceService } from './assistance.service';

const tags = ['sharing'];
/** Anyone signed in: the service scopes (own reports, the company's for a fleet manager, all for the workshop). */
const signedIn = { access: { auth: true } } as const;
const handlers = { access: { auth: true, permission: ['admin', 'bikeMechanic', 'fleetManager'] } } as const;

/** Assistance reports on shared bikes (decision 038). */
export const assistanceRoutes: FastifyPluginAsyncZod<{ assistance: AssistanceService }> = async (app, { assistance }) => {
  app.post(
    '/api/assistance-reports',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'Report a problem with the bike of my started reservation (flat tyre, lock, damage, other); the fleet manager and the workshop get a mail',
        body: assistanceCreateSchema,
        response: { 201: assistanceReportSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await assistance.create(request.user!, request.body, actorOf(request))),
  );

  listRoute(app, '/api/assistance-reports', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Assistance reports I may see; filters status, kind, companyId, reservationId; ?format=csv or xlsx',
      querystring: assistanceListQuerySchema,
      response: { 200: assistanceListSchema },
    },
    list: (request) => assistance.list(request.user!, request.query),
    download: async (request, language) => ({
      fileName: 'assistance-reports',
      rows: await assistance.listForExport(request.user!, request.query),
      columns: assistanceColumns(language),
    }),
  });

  app.get(
    '/api/assistance-reports/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'One assistance report, with who moved it on and when',
        params: idParamSchema,
        response: { 200: assistanceReportSchema },
      },
    },
    async (request) => assistance.detail(request.user!, request.params.id),
  );

  app.post(
    '/api/assistance-reports/:id/status',
    {
      config: handlers,
      schema: {
        tags,
        summary: 'Move a report on: open → in_progress → resolved (409 invalid_transition backwards)',
        params: idParamSchema,
        body: assistanceStatusChangeSchema,
        response: { 200: assistanceReportSchema },
      },
    },
    async (request) => assistance.changeStatus(request.user!, request.params.id, request.body.status, actorOf(request)),
  );

  app.post(
    '/api/assistance-reports/:id/photo',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The reporter adds the photo of the problem (JPG or PNG, at most 10 MB), multipart field "file"',
        params: idParamSchema,
        response: { 200: assistanceReportSchema },
      },
    },
    async (request) =>
      assistance.setPhoto(request.user!, request.params.id, await readUploadedFile(request, ASSISTANCE_PHOTO_MAX_BYTES), actorOf(request)),
  );

  app.get(
    '/api/assistance-reports/:id/photo',
    { config: signedIn, schema: { tags, summary: 'The photo of a report, to whoever sees the report', params: idParamSchema } },
    async (request, reply) => {
      const photo = await assistance.photo(request.user!, request.params.id);
      return reply
        .header('Cache-Control', 'private, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff')
        .type(photo.type)
        .send(photo.data);
    },
  );
};
