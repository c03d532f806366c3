import { commuteSchema, idParamSchema, impactSettingsSchema, rideInputSchema, rideListSchema, rideSchema } from '@veloport/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, ADMIN } from '../../../platform/actor';
import type { RidesService } from './rides.service';

const tags = ['insight'];
const signedIn = { access: { auth: true } } as const;

/** One's rides and commute, and the CO2 factor (decision 093). */
export const ridesRoutes: FastifyPluginAsyncZod<{ rides: RidesService }> = async (app, { rides }) => {
  app.get(
    '/api/me/rides',
    { config: signedIn, schema: { tags, summary: 'The rides I added by hand, newest first', response: { 200: rideListSchema } } },
    (request) => rides.list(request.user!.id),
  );
  app.post(
    '/api/me/rides',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Add a ride by hand: a day (not in the future, Brussels) and its kilometres (more than 0, at most 500)',
        body: rideInputSchema,
        response: { 201: rideSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await rides.add(request.user!.id, request.body, actorOf(request))),
  );
  app.delete(
    '/api/me/rides/:id',
    { config: signedIn, schema: { tags, summary: 'Delete one of my rides', params: idParamSchema } },
    async (request, reply) => {
      await rides.remove(request.user!.id, request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/me/commute',
    {
      config: signedIn,
      schema: { tags, summary: 'My declared commute (one-way km, days ridden a month); null when none', response: { 200: commuteSchema } },
    },
    (request) => rides.commute(request.user!.id),
  );
  app.put(
    '/api/me/commute',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Declare my commute home ↔ work (one-way km) and the days a month I ride it; null clears it',
        body: commuteSchema,
        response: { 200: commuteSchema },
      },
    },
    (request) => rides.saveCommute(request.user!.id, request.body ?? null, actorOf(request)),
  );

  app.get(
    '/api/impact/settings',
    { config: signedIn, schema: { tags, summary: 'The CO2 factor: grams per car kilometre', response: { 200: impactSettingsSchema } } },
    () => rides.settings(),
  );
  app.put(
    '/api/impact/settings',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Change the CO2 factor (grams per car kilometre)',
        body: impactSettingsSchema,
        response: { 200: impactSettingsSchema },
      },
    },
    (request) => rides.saveSettings(request.body, actorOf(request)),
  );
};
