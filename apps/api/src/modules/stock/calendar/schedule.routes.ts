import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { scheduleSchema, scheduleUpdateSchema } from '@veloport/domain';
import { ADMIN, actorOf } from '../../../platform/actor';
import { readerLanguage, varyByLanguage } from '../../../platform/reader-language';
import type { ScheduleService } from './schedule.service';

const tags = ['shop'];

export const scheduleRoutes: FastifyPluginAsyncZod<{ schedule: ScheduleService }> = async (app, { schedule }) => {
  app.get(
    '/api/shop/schedule',
    {
      config: { access: { public: true } },
      schema: { tags, summary: 'Opening hours per store and upcoming closures', response: { 200: scheduleSchema } },
    },
    async (request, reply) => {
      varyByLanguage(reply);
      return schedule.get(readerLanguage(request));
    },
  );
  app.put(
    '/api/shop/schedule',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'Set the opening hours and closures of stores',
        body: scheduleUpdateSchema,
        response: { 200: scheduleSchema },
      },
    },
    async (request) => schedule.update(request.body, actorOf(request), readerLanguage(request)),
  );
};
