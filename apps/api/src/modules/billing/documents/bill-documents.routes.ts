import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billSchema, billsSendInputSchema, billsSendResultSchema, idParamSchema } from '@veloport/domain';
import { actorOf, ADMIN } from '../../../platform/actor';
import type { BillSendingService } from './bill-sending.service';

const tags = ['billing'];

/** A bill's PDF (whoever may see the bill) and sending it by e-mail (admins), decision 043. */
export const billDocumentsRoutes: FastifyPluginAsyncZod<{ sending: BillSendingService }> = async (app, { sending }) => {
  app.get(
    '/api/bills/:id/pdf',
    {
      config: { access: { auth: true } },
      schema: {
        tags,
        summary: "The bill as a PDF in the customer's language, with its EPC QR code; a draft is marked as such",
        params: idParamSchema,
      },
    },
    async (request, reply) => {
      const { filename, data } = await sending.pdf(request.user!, request.params.id);
      // "Note-de-crédit-….pdf": an ASCII name for old clients, the exact one in UTF-8 (RFC 6266) for the others.
      const ascii = filename.normalize('NFD').replace(/[^\x20-\x7E]/g, '');
      return reply
        .header('Content-Disposition', `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`)
        .type('application/pdf')
        .send(data);
    },
  );

  app.post(
    '/api/bills/send',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: 'E-mail many issued bills at once (bills/to-send); each bill that could not be sent comes back with its reason',
        body: billsSendInputSchema,
        response: { 200: billsSendResultSchema },
      },
    },
    async (request) => sending.sendMany(request.body.billIds, actorOf(request)),
  );

  app.post(
    '/api/bills/:id/send',
    {
      config: { access: ADMIN },
      schema: {
        tags,
        summary: "E-mail an issued bill with its PDF to the customer's billing contacts; it becomes sent (409 bill_not_to_send otherwise)",
        params: idParamSchema,
        response: { 200: billSchema },
      },
    },
    async (request) => sending.send(request.params.id, actorOf(request)),
  );
};
