import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billPeppolSchema, companyPeppolInputSchema, companyPeppolSchema, idParamSchema } from '@veloport/domain';
import { actorOf, ADMIN } from '../../../platform/actor';
import type { PeppolService } from './peppol.service';

const tags = ['billing'];
const signedIn = { access: { auth: true } } as const;

/** A bill's Peppol UBL, its delivery, and a company's Peppol participant id (decision 045). */
export const peppolRoutes: FastifyPluginAsyncZod<{ peppol: PeppolService }> = async (app, { peppol }) => {
  app.get(
    '/api/bills/:id/ubl',
    {
      config: signedIn,
      schema: {
        tags,
        summary:
          'The bill as a Peppol BIS Billing 3.0 UBL invoice or credit note, validated (409 bill_draft for a draft, ubl_invalid naming the broken rules)',
        params: idParamSchema,
      },
    },
    async (request, reply) => {
      const { filename, xml } = await peppol.ubl(request.user!, request.params.id);
      return reply.header('Content-Disposition', `attachment; filename="${filename}"`).type('application/xml; charset=utf-8').send(xml);
    },
  );

  app.get(
    '/api/bills/:id/peppol',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "The customer's Peppol participant id and this bill's delivery through the access point",
        params: idParamSchema,
        response: { 200: billPeppolSchema },
      },
    },
    async (request) => peppol.billPeppol(request.user!, request.params.id),
  );

  app.get(
    '/api/companies/:id/peppol',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: "A company's Peppol participant id (null: it receives its bills by e-mail only)",
        params: idParamSchema,
        response: { 200: companyPeppolSchema },
      },
    },
    async (request) => peppol.companyPeppol(request.params.id),
  );

  app.put(
    '/api/companies/:id/peppol',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: "Set a company's Peppol participant id (0208:0123456789), or null",
        params: idParamSchema,
        body: companyPeppolInputSchema,
        response: { 200: companyPeppolSchema },
      },
    },
    async (request) => peppol.setCompanyPeppol(request.params.id, request.body.participantId, actorOf(request)),
  );
};
