import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { downloadLanguage, sendExport } from '../../../platform/export';
import type { CompaniesService } from '../../companies/companies.service';
import { payrollColumns } from './calendar.export';
import { renderCalendarPdf } from './calendar.pdf';
import type { CalendarService } from './calendar.service';

const tags = ['sharing'];
const fleet = { access: { auth: true, permission: ['admin', 'fleetManager'] } } as const;
const companyId = z.coerce.number().int().positive().max(2_147_483_647).optional();
/** Dates are checked in the service (a real day, at most 62 days): its 422 names the field and the reason. */
const periodQuery = z.object({ from: z.string().max(10), to: z.string().max(10), companyId });
const payrollQuery = z.object({ month: z.string().max(7), format: z.enum(['csv', 'xlsx']).default('csv'), companyId });

const calendarSchema = z.object({
  companyId: z.number(),
  from: z.string(),
  to: z.string(),
  bikes: z.array(
    z.object({
      id: z.number(),
      frameNumber: z.string(),
      name: z.string().describe('Brand and model'),
      building: z.string().nullable().describe('The building the bike sits in, when set'),
      reservations: z.array(
        z.object({
          id: z.number(),
          code: z.string(),
          userId: z.number(),
          holder: z.string(),
          start: z.string(),
          end: z.string(),
          startAt: z.string(),
          endAt: z.string(),
          status: z.string(),
        }),
      ),
    }),
  ),
});

export const calendarRoutes: FastifyPluginAsyncZod<{ calendar: CalendarService; companies: CompaniesService }> = async (
  app,
  { calendar, companies },
) => {
  app.get(
    '/api/fleet/calendar',
    {
      config: fleet,
      schema: {
        tags,
        summary:
          "The company's shared bikes and their reservations from `from` to `to` (at most 62 days, Brussels wall times); admins: ?companyId=",
        querystring: periodQuery,
        response: { 200: calendarSchema },
      },
    },
    async (request) => calendar.calendar(request.user!, request.query),
  );

  app.get(
    '/api/fleet/calendar.pdf',
    {
      config: fleet,
      schema: {
        tags,
        summary: 'The same calendar as a PDF, one row per bike, in the reader’s language (?lang=)',
        querystring: periodQuery,
      },
    },
    async (request, reply) => {
      const data = await calendar.calendar(request.user!, request.query);
      const name = (await companies.namesByIds([data.companyId])).get(data.companyId)?.name ?? '';
      const pdf = await renderCalendarPdf(data, name, downloadLanguage(request), app.clock.now());
      return reply
        .header('Cache-Control', 'no-store')
        .header('Content-Disposition', `attachment; filename="shared-bikes-${data.from}-${data.to}.pdf"`)
        .type('application/pdf')
        .send(pdf);
    },
  );

  app.get(
    '/api/fleet/payroll',
    {
      config: fleet,
      schema: {
        tags,
        summary:
          'The payroll file of a month: one line per person, days used, reservations, amount to deduct (CSV for a social secretariat, or XLSX)',
        querystring: payrollQuery,
      },
    },
    async (request, reply) => {
      const lines = await calendar.payroll(request.user!, request.query);
      return sendExport(
        reply,
        request.query.format,
        `shared-bikes-payroll-${request.query.month}`,
        lines,
        payrollColumns(downloadLanguage(request)),
      );
    },
  );
};
