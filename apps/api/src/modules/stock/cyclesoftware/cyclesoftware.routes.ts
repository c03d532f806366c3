import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { migrationReportSchema, migrationRequestSchema } from '@veloport/domain';
import { ADMIN, actorOf } from '../../../platform/actor';
import type { CycleSoftwareService } from './cyclesoftware.service';

export const cycleSoftwareRoutes: FastifyPluginAsyncZod<{ cycleSoftware: CycleSoftwareService }> = async (app, { cycleSoftware }) => {
  app.post(
    '/api/migrations/cyclesoftware',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['stock'],
        summary: 'Import customers, bikes or stock from a CycleSoftware CSV export; dryRun reports without writing',
        body: migrationRequestSchema,
        response: { 200: migrationReportSchema },
      },
    },
    async (request) => cycleSoftware.run(request.body.kind, request.body.csv, request.body.dryRun, actorOf(request)),
  );
};
