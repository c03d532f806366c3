import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  OFFER_UPLOAD_MAX_BYTES,
  offerUploadListSchema,
  offerUploadParamsSchema,
  offerUploadQuerySchema,
  offerUploadResponseSchema,
  pageQuerySchema,
} from '@veloport/domain';
import { actorOf } from '../../../platform/actor';
import { contentDisposition, readUpload } from '../../../platform/files';
import { salesStaffOnly } from '../sales.scope';
import type { OfferUploadsService } from './offer-uploads.service';

const tags = ['sales'];
/** Admin and the shop's `order` staff upload and delete (decision 028). */
const staff = { access: { auth: true, permission: ['admin', 'order'] } } as const;
/** Anyone who sees the offer: staff, the company's fleet manager, the customer; another company's is 404. */
const readers = { access: { auth: true } } as const;

export const offerUploadsRoutes: FastifyPluginAsyncZod<{ uploads: OfferUploadsService }> = async (app, { uploads }) => {
  app.get(
    '/api/offers/:id/uploads',
    {
      config: readers,
      schema: {
        tags,
        summary: 'The documents uploaded to an offer, newest first',
        params: idParamSchema,
        querystring: pageQuerySchema,
        response: { 200: offerUploadListSchema },
      },
    },
    async (request) => uploads.list(request.user!, request.params.id, request.query),
  );

  app.post(
    '/api/offers/:id/uploads',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: {
        tags,
        summary:
          'Upload a document (PDF, JPG or PNG, at most 10 MB), multipart field "file"; `kind=signed_paper` on an offer in progress signs it on paper',
        params: idParamSchema,
        querystring: offerUploadQuerySchema,
        response: { 201: offerUploadResponseSchema },
      },
    },
    async (request, reply) => {
      const file = await readUpload(request, OFFER_UPLOAD_MAX_BYTES);
      return reply.status(201).send(await uploads.upload(request.user!, request.params.id, request.query.kind, file, actorOf(request)));
    },
  );

  app.get(
    '/api/offers/:id/uploads/:uploadId',
    { config: readers, schema: { tags, summary: 'Download an uploaded document', params: offerUploadParamsSchema } },
    async (request, reply) => {
      const file = await uploads.download(request.user!, request.params.id, request.params.uploadId);
      return reply
        .header('Content-Disposition', contentDisposition(file.name))
        .header('Cache-Control', 'private, no-store')
        .header('X-Content-Type-Options', 'nosniff')
        .type(file.contentType)
        .send(file.data);
    },
  );

  app.delete(
    '/api/offers/:id/uploads/:uploadId',
    {
      config: staff,
      preValidation: salesStaffOnly,
      schema: { tags, summary: 'Delete an uploaded document (kept in the offer’s history)', params: offerUploadParamsSchema },
    },
    async (request, reply) => {
      await uploads.remove(request.user!, request.params.id, request.params.uploadId, actorOf(request));
      return reply.status(204).send();
    },
  );
};
