import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  dateProposalRefuseSchema,
  dateProposalsInputSchema,
  idParamSchema,
  maintenancePriorityInputSchema,
  maintenanceEstimateInputSchema,
  maintenanceRequestCreatedSchema,
  maintenanceRequestDetailSchema,
  maintenanceRequestInputSchema,
  maintenanceRequestListQuerySchema,
  maintenanceRequestListSchema,
  maintenanceStepInputSchema,
  myBikesSchema,
  proposalParamsSchema,
  WORKSHOP_PERMISSIONS,
  bikeLookupQuerySchema,
  bikeLookupSchema,
  maintenancePhotoParamsSchema,
  PHOTO_MAX_BYTES,
} from '@veloport/domain';
import { actorOf } from '../../../platform/actor';
import { readUploadedFile } from '../../../platform/files';
import { listRoute } from '../../../platform/list-route';
import { maintenanceRequestColumns } from './maintenance-requests.export';
import type { MaintenanceRequestsService } from './maintenance-requests.service';

const tags = ['workshop'];
/** Anyone signed in: the service scopes what they see (their own, their company's, or all for the workshop). */
const signedIn = { access: { auth: true } } as const;
const workshop = { access: { auth: true, permission: [...WORKSHOP_PERMISSIONS] } } as const;

export const maintenanceRequestsRoutes: FastifyPluginAsyncZod<{ requests: MaintenanceRequestsService }> = async (app, { requests }) => {
  app.get(
    '/api/me/bikes',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'My bikes: stock bikes in my contract and my external bikes, with their latest history and maintenance requests',
        response: { 200: myBikesSchema },
      },
    },
    async (request) => requests.myBikes(request.user!),
  );

  app.post(
    '/api/maintenance-requests',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'Ask for maintenance of one of my bikes (the workshop: of anyone’s); answers the fees (replacement bike 10 € a day, other address 25 €)',
        body: maintenanceRequestInputSchema,
        response: { 201: maintenanceRequestCreatedSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await requests.create(request.user!, request.body, actorOf(request))),
  );

  listRoute(app, '/api/maintenance-requests', {
    config: signedIn,
    schema: {
      tags,
      summary:
        'Maintenance requests I may see, urgent ones first; filter (seed §4), companyId, q (frame number, customer, company); ?format=csv or xlsx',
      querystring: maintenanceRequestListQuerySchema,
      response: { 200: maintenanceRequestListSchema },
    },
    list: (request) => requests.list(request.user!, request.query),
    download: async (request, language) => ({
      fileName: 'maintenance-requests',
      rows: await requests.listForExport(request.user!, request.query),
      columns: maintenanceRequestColumns(language),
    }),
  });

  app.get(
    '/api/maintenance-requests/bike-lookup',
    {
      config: workshop,
      schema: {
        tags,
        summary: 'The workshop finds a stock bike by frame number, with its rider, to type a request for them',
        querystring: bikeLookupQuerySchema,
        response: { 200: bikeLookupSchema },
      },
    },
    async (request) => requests.lookup(request.query.frameNumber),
  );

  app.get(
    '/api/maintenance-requests/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'A maintenance request with its steps, date proposals and history',
        params: idParamSchema,
        response: { 200: maintenanceRequestDetailSchema },
      },
    },
    async (request) => requests.detail(request.user!, request.params.id),
  );

  app.post(
    '/api/maintenance-requests/:id/date-proposals',
    {
      config: workshop,
      schema: {
        tags,
        summary: 'Propose dates to the customer (e-mailed in their language); 409 once a date is fixed or the bike is at the workshop',
        params: idParamSchema,
        body: dateProposalsInputSchema,
        response: { 201: maintenanceRequestDetailSchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await requests.proposeDates(
            request.user!,
            request.params.id,
            request.body.dates,
            actorOf(request),
            request.body.estimatedMinutes,
          ),
        ),
  );

  app.post(
    '/api/maintenance-requests/:id/date-proposals/:proposalId/accept',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Accept a proposed date: it becomes the planned date, the other open ones are withdrawn',
        params: proposalParamsSchema,
        response: { 200: maintenanceRequestDetailSchema },
      },
    },
    async (request) => requests.answer(request.user!, request.params.id, request.params.proposalId, { accept: true }, actorOf(request)),
  );

  app.post(
    '/api/maintenance-requests/:id/date-proposals/:proposalId/refuse',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Refuse a proposed date with a comment (required); the workshop then proposes others',
        params: proposalParamsSchema,
        body: dateProposalRefuseSchema,
        response: { 200: maintenanceRequestDetailSchema },
      },
    },
    async (request) =>
      requests.answer(
        request.user!,
        request.params.id,
        request.params.proposalId,
        { accept: false, comment: request.body.comment },
        actorOf(request),
      ),
  );

  app.post(
    '/api/maintenance-requests/:id/steps',
    {
      config: workshop,
      schema: {
        tags,
        summary: 'Move the job to a later step (reception → … → completed); 409 invalid_transition otherwise',
        params: idParamSchema,
        body: maintenanceStepInputSchema,
        response: { 200: maintenanceRequestDetailSchema },
      },
    },
    async (request) => requests.advance(request.user!, request.params.id, request.body.step, actorOf(request)),
  );

  app.post(
    '/api/maintenance-requests/:id/photos',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Add a photo of the problem (JPG or PNG, at most 5 MB), multipart field "file"',
        params: idParamSchema,
        response: { 200: maintenanceRequestDetailSchema },
      },
    },
    async (request) =>
      requests.addPhoto(request.user!, request.params.id, await readUploadedFile(request, PHOTO_MAX_BYTES), actorOf(request)),
  );

  app.get(
    '/api/maintenance-requests/:id/photos/:index',
    {
      config: signedIn,
      schema: { tags, summary: 'A photo of the request, to whoever sees the request', params: maintenancePhotoParamsSchema },
    },
    async (request, reply) => {
      const photo = await requests.photo(request.user!, request.params.id, request.params.index);
      return reply
        .header('Cache-Control', 'private, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff')
        .type(photo.type)
        .send(photo.data);
    },
  );

  app.delete(
    '/api/maintenance-requests/:id/photos/:index',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Remove a photo by its position (0-based)',
        params: maintenancePhotoParamsSchema,
        response: { 200: maintenanceRequestDetailSchema },
      },
    },
    async (request) => requests.removePhoto(request.user!, request.params.id, request.params.index, actorOf(request)),
  );

  app.post(
    '/api/maintenance-requests/:id/priority',
    {
      config: workshop,
      schema: {
        tags,
        summary: 'Flag a request urgent (on top of every list) or not',
        params: idParamSchema,
        body: maintenancePriorityInputSchema,
        response: { 200: maintenanceRequestDetailSchema },
      },
    },
    async (request) => requests.setPriority(request.user!, request.params.id, request.body.priority, actorOf(request)),
  );

  app.post(
    '/api/maintenance-requests/:id/estimate',
    {
      config: workshop,
      schema: {
        tags,
        summary:
          'Set how long the job should take (15–480 minutes; the capacity books it on the planned day, 409 capacity_full when the day has no room for more)',
        params: idParamSchema,
        body: maintenanceEstimateInputSchema,
        response: { 200: maintenanceRequestDetailSchema },
      },
    },
    async (request) => requests.setEstimate(request.user!, request.params.id, request.body.estimatedMinutes, actorOf(request)),
  );
};
