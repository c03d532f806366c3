import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  debtOverTimeSchema,
  idParamSchema,
  loanCreatedSchema,
  loanInputSchema,
  loanListSchema,
  loanPaymentInputSchema,
  loanPrepaymentInputSchema,
  loanQuerySchema,
  loanSchema,
} from '@veloport/domain';
import { actorOf, ADMIN } from '../../../platform/actor';
import { listRoute } from '../../../platform/list-route';
import { loanColumns } from './loans.export';
import type { LoansService } from './loans.service';

const tags = ['accounting'];
/** The business's own debts are the owner's and the accountant's: admins only, as the books (decision 084). */
const admin = { access: ADMIN } as const;

/** Bank loans, their schedules and the instalments paid (decision 087). */
export const loansRoutes: FastifyPluginAsyncZod<{ loans: LoansService }> = async (app, { loans }) => {
  app.post(
    '/api/loans',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Record a bank loan (annuity: equal instalments; linear: equal principal) and the bikes it finances; 422 on a principal of 0 or less, a rate outside 0–30 %, 0 months; 409 duplicate_loan for the same lender and reference',
        body: loanInputSchema,
        response: { 201: loanCreatedSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await loans.create(request.body, actorOf(request))),
  );

  listRoute(app, '/api/loans', {
    config: admin,
    schema: {
      tags,
      summary:
        'Loans with their outstanding capital, next due date and overdue instalments; q (lender, reference), sort lender, reference, principal, outstanding, startDate; ?format=csv or xlsx',
      querystring: loanQuerySchema,
      response: { 200: loanListSchema },
    },
    list: (request) => loans.list(request.query),
    download: async (request, language) => ({
      fileName: 'loans',
      rows: await loans.listForExport(request.query),
      columns: loanColumns(language),
    }),
  });

  app.get(
    '/api/loans/debt-over-time',
    {
      config: admin,
      schema: {
        tags,
        summary: "Capital still owed at each year end (last year, this year and the four after) beside the fleet's net book value",
        response: { 200: debtOverTimeSchema },
      },
    },
    () => loans.debtOverTime(),
  );

  app.get(
    '/api/loans/:id',
    {
      config: admin,
      schema: {
        tags,
        summary:
          "A loan with its full schedule: each instalment's due date, principal, interest, payment, balance after it and the day it was paid",
        params: idParamSchema,
        response: { 200: loanSchema },
      },
    },
    (request) => loans.get(request.params.id),
  );

  app.post(
    '/api/loans/:id/payments',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Record an instalment paid by hand (the next unpaid one unless number is given) on paidOn, not after today; 422 instalment_paid, loan_repaid, in_the_future',
        params: idParamSchema,
        body: loanPaymentInputSchema,
        response: { 200: loanSchema },
      },
    },
    (request) => loans.pay(request.params.id, request.body, actorOf(request)),
  );

  app.post(
    '/api/loans/:id/prepayments',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Repay capital early on paidOn (not after today, every instalment due until then paid): principalCents, or all that is owed without it; mode shorten (same instalment, ends sooner; the default) or reduce (same end, lower instalment); indemnityCents the reinvestment indemnity, six months of interest on the capital repaid at most and by default. Answers the loan with its schedule computed again; 422 instalments_unpaid, loan_repaid, in_the_future, too_big',
        params: idParamSchema,
        body: loanPrepaymentInputSchema,
        response: { 200: loanSchema },
      },
    },
    (request) => loans.prepay(request.params.id, request.body, actorOf(request)),
  );
};
