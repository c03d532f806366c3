import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availabilityQuerySchema,
  availabilitySchema,
  bookerListSchema,
  bookersQuerySchema,
  bookingCompanyListSchema,
  idParamSchema,
  reservationCreatedSchema,
  reservationCreateSchema,
  reservationEndSchema,
  reservationListQuerySchema,
  reservationListSchema,
  reservationSchema,
  sharedBikeHomeListSchema,
  sharedBikeHomeSchema,
  sharedBikeHomesQuerySchema,
  sharedBikeQuizResultSchema,
  sharedBikeQuizSchema,
  sharedBikeQuizSubmitSchema,
  sharedBikeUsageSchema,
  sharedBuildingListSchema,
  sharedBuildingsQuerySchema,
} from '@veloport/domain';
import { z } from 'zod';
import { actorOf } from '../../platform/actor';
import { listRoute } from '../../platform/list-route';
import { readerLanguage } from '../../platform/reader-language';
import { reservationColumns } from './reservations.export';
import type { ReservationsService } from './reservations.service';
import type { SharedBikeQuizService } from './shared-bike-quiz.service';

const tags = ['sharing'];
/** Anyone signed in: what they see is scoped in the service (own, company, all). */
const signedIn = { access: { auth: true } } as const;
const fleet = { access: { auth: true, permission: ['admin', 'fleetManager'] } } as const;
/** The shop's staff who book on anyone's behalf. */
const onBehalf = { access: { auth: true, permission: ['admin', 'search', 'bikeMechanic'] } } as const;
/** Those and a fleet manager, for their own company. */
const booking = { access: { auth: true, permission: ['admin', 'search', 'bikeMechanic', 'fleetManager'] } } as const;
const userQuery = z.object({ userId: z.coerce.number().int().positive().optional() });

export const sharingRoutes: FastifyPluginAsyncZod<{ reservations: ReservationsService; quiz: SharedBikeQuizService }> = async (
  app,
  { reservations, quiz },
) => {
  app.get(
    '/api/shared-bikes/buildings',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The buildings of my company that hold shared bikes (admins and booking staff: ?companyId=)',
        querystring: sharedBuildingsQuerySchema,
        response: { 200: sharedBuildingListSchema },
      },
    },
    async (request) => reservations.buildings(request.user!, request.query.companyId, readerLanguage(request)),
  );

  app.get(
    '/api/shared-bikes/availability',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'The shared bikes of a building free for the whole slot',
        querystring: availabilityQuerySchema,
        response: { 200: availabilitySchema },
      },
    },
    async (request) => reservations.availability(request.user!, request.query),
  );

  app.get(
    '/api/shared-bikes/usage',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Days of shared-bike use this year out of 60 (seed §9), and whether the quiz is still to pass',
        querystring: userQuery,
        response: { 200: sharedBikeUsageSchema },
      },
    },
    async (request) => reservations.usage(request.user!, request.query.userId),
  );

  app.put(
    '/api/shared-bikes/:id/building',
    {
      config: fleet,
      schema: {
        tags,
        summary: 'Where a shared bike sits (null: it may be taken from any building)',
        params: idParamSchema,
        body: sharedBikeHomeSchema,
        response: { 200: z.object({ bikeId: z.number(), buildingId: z.number().nullable() }) },
      },
    },
    async (request) => reservations.setHome(request.user!, request.params.id, request.body.buildingId, actorOf(request)),
  );

  app.get(
    '/api/shared-bikes',
    {
      config: fleet,
      schema: {
        tags,
        summary: "The company's shared bikes and the building each sits in (admins: ?companyId=)",
        querystring: sharedBikeHomesQuerySchema,
        response: { 200: sharedBikeHomeListSchema },
      },
    },
    async (request) => reservations.homes(request.user!, request.query.companyId),
  );

  app.get(
    '/api/shared-bikes/booking-companies',
    {
      config: onBehalf,
      schema: {
        tags,
        summary: "The companies with shared bikes, to book on someone's behalf (admin, search, bikeMechanic)",
        response: { 200: bookingCompanyListSchema },
      },
    },
    async (request) => reservations.bookingCompanies(request.user!),
  );

  app.get(
    '/api/shared-bikes/bookers',
    {
      config: booking,
      schema: {
        tags,
        summary: "The people a booking may be made for: a company's (staff, ?companyId=) or my company's (fleet manager)",
        querystring: bookersQuerySchema,
        response: { 200: bookerListSchema },
      },
    },
    async (request) => reservations.bookers(request.user!, request.query),
  );

  app.get(
    '/api/shared-bikes/quiz',
    {
      config: signedIn,
      schema: { tags, summary: "My company's shared-bike quiz (404 when it has none)", response: { 200: sharedBikeQuizSchema } },
    },
    async (request) => ({ quiz: await quiz.forTaking(request.user!) }),
  );

  app.post(
    '/api/shared-bikes/quiz',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Answer the shared-bike quiz; passing opens bookings',
        body: sharedBikeQuizSubmitSchema,
        response: { 200: sharedBikeQuizResultSchema },
      },
    },
    async (request) => quiz.submit(request.user!, request.body.answers, actorOf(request)),
  );

  app.post(
    '/api/reservations',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Book a shared bike under the company's rules: 409 bike_unavailable, 422 with the rule's code",
        body: reservationCreateSchema,
        response: { 201: reservationCreatedSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await reservations.create(request.user!, request.body, actorOf(request))),
  );

  listRoute(app, '/api/reservations', {
    config: signedIn,
    schema: {
      tags,
      summary: 'Reservations I may see (own, company, all); filters group, companyId, userId; ?format=csv or xlsx',
      querystring: reservationListQuerySchema,
      response: { 200: reservationListSchema },
    },
    list: (request) => reservations.list(request.user!, request.query, readerLanguage(request)),
    download: async (request, language) => ({
      fileName: 'reservations',
      rows: await reservations.listForExport(request.user!, request.query),
      columns: reservationColumns(language),
    }),
  });

  app.get(
    '/api/reservations/:id',
    { config: signedIn, schema: { tags, summary: 'One reservation', params: idParamSchema, response: { 200: reservationSchema } } },
    async (request) => reservations.detail(request.user!, request.params.id, readerLanguage(request)),
  );

  app.patch(
    '/api/reservations/:id',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Change the end, checked like a new booking (409 bike_unavailable, reservation_closed; 422 rule codes)',
        params: idParamSchema,
        body: reservationEndSchema,
        response: { 200: reservationSchema },
      },
    },
    async (request) => reservations.changeEnd(request.user!, request.params.id, request.body.end, actorOf(request)),
  );

  app.post(
    '/api/reservations/:id/cancel',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Cancel a future reservation (409 reservation_closed otherwise)',
        params: idParamSchema,
        response: { 200: reservationSchema },
      },
    },
    async (request) => reservations.cancel(request.user!, request.params.id, actorOf(request)),
  );
};
