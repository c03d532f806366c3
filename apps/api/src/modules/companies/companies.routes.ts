import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { companiesMinimalSchema } from '@veloport/domain';
import type { CompaniesService } from './companies.service';

export const companiesRoutes: FastifyPluginAsyncZod<{ companies: CompaniesService }> = async (app, { companies }) => {
  app.get(
    '/api/companies/list/minimal',
    {
      config: { access: { auth: true, permission: ['admin'] } },
      schema: { tags: ['companies'], summary: 'All companies, id and name', response: { 200: companiesMinimalSchema } },
    },
    async () => ({ data: await companies.listMinimal() }),
  );
};
