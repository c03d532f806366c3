import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamSchema,
  loanBankMatchesAcceptedSchema,
  loanBankMatchInputSchema,
  loanBankMatchListSchema,
  loanSchema,
} from '@veloport/domain';
import { actorOf, ADMIN } from '../../../platform/actor';
import type { createLoanBankMatchesService } from './loan-bank-matches.service';

const tags = ['accounting'];
const admin = { access: ADMIN } as const;

/** Loan instalments found on the bank statements (decision 106): proposed, then accepted by an admin. */
export const loanBankMatchesRoutes: FastifyPluginAsyncZod<{ matches: ReturnType<typeof createLoanBankMatchesService> }> = async (
  app,
  { matches },
) => {
  app.get(
    '/api/loans/bank-matches',
    {
      config: admin,
      schema: {
        tags,
        summary:
          "Bank statement lines of money out that paid no bill, proposed as a loan's next instalment: the amount to the cent, at most 10 days before the due day, naming the loan by its reference or IBAN",
        response: { 200: loanBankMatchListSchema },
      },
    },
    async () => ({ data: await matches.proposals() }),
  );

  app.post(
    '/api/loans/bank-matches/accept-all',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Record every proposed instalment as paid on its statement line’s day',
        response: { 200: loanBankMatchesAcceptedSchema },
      },
    },
    (request) => matches.acceptAll(actorOf(request)),
  );

  app.post(
    '/api/loans/:id/bank-matches',
    {
      config: admin,
      schema: {
        tags,
        summary:
          "Record the loan's next unpaid instalment as paid by this statement line, on its day; 422 when the line is not money out that paid no bill, or its amount is not the instalment's; 409 already_matched",
        params: idParamSchema,
        body: loanBankMatchInputSchema,
        response: { 200: loanSchema },
      },
    },
    (request) => matches.accept(request.params.id, request.body.movementId, actorOf(request)),
  );
};
