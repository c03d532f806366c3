import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  publicRentalBikesSchema,
  publicRentalBookingInputSchema,
  publicRentalBookingSchema,
  publicRentalQuerySchema,
} from '@veloport/domain';
import type { OnlineRentalsService } from './online-rentals.service';

const tags = ['rentals'];
/** Anyone books: the CSRF double-submit cookie applies as on every public form. */
const open = { access: { public: true } } as const;

/** Rentals online (issue 27, decision 082): the free bikes of the rental fleet, and a booking. */
export const publicRentalsRoutes: FastifyPluginAsyncZod<{ online: OnlineRentalsService }> = async (app, { online }) => {
  app.get(
    '/api/public/rentals/bikes',
    {
      config: open,
      schema: {
        tags,
        summary: 'Rental bikes free on every day from start to end (Brussels days), with the day rate, total and deposit',
        querystring: publicRentalQuerySchema,
        response: { 200: publicRentalBikesSchema },
      },
    },
    async (request) => online.availability(request.query.start, request.query.end),
  );

  app.post(
    '/api/public/rentals/bookings',
    {
      config: open,
      schema: {
        tags,
        summary: 'Book a rental bike for those days: { id, code, totalCents, depositCents }; 409 bike_unavailable',
        body: publicRentalBookingInputSchema,
        response: { 201: publicRentalBookingSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await online.book(request.body, request.ip)),
  );
};
