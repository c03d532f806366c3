import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assignBikeSchema,
  bikeByFrameSchema,
  bikeCreateSchema,
  bikeListQuerySchema,
  bikeListSchema,
  bikeResponseSchema,
  bikeStatusRequestSchema,
  bikeSummaryQuerySchema,
  bikeSummarySchema,
  bikeUpdateSchema,
  encodeCheckRequestSchema,
  encodeCheckResponseSchema,
  encodeRequestSchema,
  encodeResponseSchema,
  frameNumberParamSchema,
  historyPdfQuerySchema,
  idParamSchema,
  insuranceListQuerySchema,
  insuredBikeListSchema,
  moveBikeSchema,
  soldBikeSchema,
  scrappedBikeSchema,
  stolenBikeSchema,
} from '@veloport/domain';
import { ADMIN, actorOf } from '../../../platform/actor';
import { listRoute } from '../../../platform/list-route';
import type { BikeActionsService } from './bike-actions.service';
import { renderBikeHistoryPdf } from './bike-history.pdf';
import type { BikesService } from './bikes.service';
import type { EncodeService } from './encode.service';
import { bikeColumns, insuredBikeColumns } from '../stock.export';

const tags = ['stock'];
const admin = { access: ADMIN } as const;
/** Mechanics read the stock and a bike's record (issue 12); only admins change them. */
const readers = { access: { auth: true, permission: ['admin', 'bikeMechanic'] } } as const;

export const bikesRoutes: FastifyPluginAsyncZod<{ bikes: BikesService; actions: BikeActionsService; encode: EncodeService }> = async (
  app,
  { bikes, actions, encode },
) => {
  listRoute(app, '/api/stock/bikes', {
    config: readers,
    schema: {
      tags,
      summary: 'Physical bikes (bikes-stock/list); ?format=csv or xlsx downloads the filtered list',
      querystring: bikeListQuerySchema,
      response: { 200: bikeListSchema },
    },
    list: (request) => bikes.list(request.query),
    download: async (request, language) => ({
      fileName: 'bikes',
      rows: await bikes.listForExport(request.query),
      columns: bikeColumns(language),
    }),
  });

  app.post(
    '/api/stock/bikes',
    { config: admin, schema: { tags, summary: 'Register a physical bike', body: bikeCreateSchema, response: { 201: bikeResponseSchema } } },
    async (request, reply) => reply.status(201).send({ bike: await bikes.create(request.body, actorOf(request)) }),
  );

  listRoute(app, '/api/stock/bikes/insurance', {
    config: admin,
    schema: {
      tags,
      summary: 'Insured bikes and their policies (bikes/list/insurance); ?format=csv or xlsx downloads them',
      querystring: insuranceListQuerySchema,
      response: { 200: insuredBikeListSchema },
    },
    list: (request) => bikes.insured(request.query),
    download: async (request, language) => ({
      fileName: 'insured-bikes',
      rows: await bikes.insuredForExport(request.query),
      columns: insuredBikeColumns(language),
    }),
  });

  app.get(
    '/api/stock/bikes/summary',
    {
      config: readers,
      schema: {
        tags,
        summary: 'The filtered bikes counted per store, contract kind and status (the stock chart)',
        querystring: bikeSummaryQuerySchema,
        response: { 200: bikeSummarySchema },
      },
    },
    async (request) => bikes.summary(request.query),
  );

  app.get(
    '/api/stock/bikes/by-frame/:frameNumber',
    {
      config: readers,
      schema: {
        tags,
        summary: 'Global search: the bike with this frame number (normalised), else 404',
        params: frameNumberParamSchema,
        response: { 200: bikeByFrameSchema },
      },
    },
    async (request) => bikes.byFrame(request.params.frameNumber),
  );

  app.get(
    '/api/stock/bikes/:id',
    {
      config: readers,
      schema: {
        tags,
        summary: 'A bike with its full history (who and when)',
        params: idParamSchema,
        response: { 200: bikeResponseSchema },
      },
    },
    async (request) => ({ bike: await bikes.detail(request.params.id) }),
  );

  app.put(
    '/api/stock/bikes/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Update the descriptive fields of a bike',
        params: idParamSchema,
        body: bikeUpdateSchema,
        response: { 200: bikeResponseSchema },
      },
    },
    async (request) => ({ bike: await bikes.update(request.params.id, request.body, actorOf(request)) }),
  );

  app.get(
    '/api/stock/bikes/:id/history.pdf',
    {
      config: readers,
      schema: {
        tags,
        summary: "The bike's history as a PDF (history-generate)",
        params: idParamSchema,
        querystring: historyPdfQuerySchema,
      },
    },
    async (request, reply) => {
      const bike = await bikes.detail(request.params.id);
      const pdf = await renderBikeHistoryPdf(bike, request.query.locale, app.clock.now());
      return reply
        .header('Content-Disposition', `attachment; filename="bike-${bike.frameNumber}-history.pdf"`)
        .type('application/pdf')
        .send(pdf);
    },
  );

  app.post(
    '/api/stock/bikes/:id/move',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Move a bike to another store',
        params: idParamSchema,
        body: moveBikeSchema,
        response: { 200: bikeResponseSchema },
      },
    },
    async (request) => ({ bike: await actions.move(request.params.id, request.body.locationId, actorOf(request)) }),
  );

  app.post(
    '/api/stock/bikes/:id/assign',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Give a bike a contract, company and user (or take it back to stock)',
        params: idParamSchema,
        body: assignBikeSchema,
        response: { 200: bikeResponseSchema },
      },
    },
    async (request) => ({ bike: await actions.assign(request.params.id, request.body, actorOf(request)) }),
  );

  app.post(
    '/api/stock/bikes/:id/status',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Mark a bike usable or broken',
        params: idParamSchema,
        body: bikeStatusRequestSchema,
        response: { 200: bikeResponseSchema },
      },
    },
    async (request) => ({ bike: await actions.setStatus(request.params.id, request.body.status, actorOf(request)) }),
  );

  app.post(
    '/api/stock/bikes/:id/stolen',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Declare a bike stolen',
        params: idParamSchema,
        body: stolenBikeSchema,
        response: { 200: bikeResponseSchema },
      },
    },
    async (request) => ({ bike: await actions.markStolen(request.params.id, request.body.date, actorOf(request)) }),
  );

  app.post(
    '/api/stock/bikes/:id/scrapped',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Write a leased or rented bike off (scrapped): it leaves the fleet and the depreciation register that day, its net book value a loss (decision 109)',
        params: idParamSchema,
        body: scrappedBikeSchema,
        response: { 200: bikeResponseSchema },
      },
    },
    async (request) => ({ bike: await actions.markScrapped(request.params.id, request.body.date, actorOf(request)) }),
  );

  app.delete(
    '/api/stock/bikes/:id/scrapped',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Undo a write-off recorded by mistake: the bike back in its contract kind and the register as if never scrapped; 409 bike_not_scrapped, disposal_booked once the books hold its disposal entry (decision 115)',
        params: idParamSchema,
        response: { 200: bikeResponseSchema },
      },
    },
    async (request) => ({ bike: await actions.undoScrapped(request.params.id, actorOf(request)) }),
  );

  app.post(
    '/api/stock/bikes/:id/sold',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Record the sale of a bike',
        params: idParamSchema,
        body: soldBikeSchema,
        response: { 200: bikeResponseSchema },
      },
    },
    async (request) => ({ bike: await actions.markSold(request.params.id, request.body.date, request.body.priceCents, actorOf(request)) }),
  );

  app.post(
    '/api/stock/encode',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Encode a delivery: one model, one store, many frame numbers; all or nothing',
        body: encodeRequestSchema,
        response: { 201: encodeResponseSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await encode.encode(request.body, actorOf(request))),
  );

  app.post(
    '/api/stock/encode/check',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Is this frame number valid and free?',
        body: encodeCheckRequestSchema,
        response: { 200: encodeCheckResponseSchema },
      },
    },
    async (request) => encode.check(request.body.frameNumber),
  );
};
