import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { peppolDeliveryListSchema, peppolDeliverySchema } from '@veloport/domain';
import { ADMIN } from '../../../platform/actor';
import type { PeppolInboundService } from './peppol-inbound.service';

/** The access point calls it: no session and no CSRF token, its X-Peppol-Signature is the proof (checked in the service). */
const accessPoint = { access: { public: true }, csrf: false } as const;
/** A UBL invoice with embedded attachments stays well under this (the upload's limit). */
const UBL_MAX_BYTES = 5 * 1024 * 1024;

/** Supplier invoices delivered by Peppol (decision 107). */
export const peppolInboundRoutes: FastifyPluginAsyncZod<{ inbound: PeppolInboundService }> = async (app, { inbound }) => {
  // The body is read as the exact text the access point signed: its own XML parser, in its own scope.
  app.addContentTypeParser(['application/xml', 'text/xml'], { parseAs: 'string', bodyLimit: UBL_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/api/purchases/peppol',
    {
      config: accessPoint,
      schema: {
        tags: ['accounting'],
        summary:
          'The Peppol access point delivers a supplier invoice or credit note: the UBL as the raw body (application/xml), X-Peppol-Document-Id, X-Peppol-Sender, X-Peppol-Signature (t=<unix>,v1=<hex HMAC-SHA256 of "t.documentId.body"> with PEPPOL_INBOUND_SECRET). 201 imported as the upload would; 200 replay (the same document id: nothing changes); 400 signature_invalid; 409 duplicate_purchase or not_configured; 422 with the UBL\'s field code',
        response: { 200: peppolDeliverySchema, 201: peppolDeliverySchema },
      },
    },
    async (request, reply) => {
      const { status, delivery } = await inbound.deliver(typeof request.body === 'string' ? request.body : '', request.headers);
      return reply.status(status).send(delivery);
    },
  );

  app.get(
    '/api/purchases/peppol-deliveries',
    {
      config: { access: ADMIN },
      schema: {
        tags: ['accounting'],
        summary: 'The last hundred Peppol deliveries, newest first: imported (with the purchase), duplicate or refused (with the code why)',
        response: { 200: peppolDeliveryListSchema },
      },
    },
    async () => ({ data: await inbound.latest() }),
  );
};
