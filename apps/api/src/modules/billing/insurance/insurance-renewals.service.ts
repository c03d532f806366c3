import { addDays, formatDate, isLocale, RENEWAL_DUE_DAYS, type Locale, type RenewalDue, type Clock } from '@veloport/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import type { Jobs } from '../../../platform/jobs';
import type { Mailer } from '../../../platform/mail';
import { inScope, type TenantScope } from '../../../platform/tenancy';
import { wordsOf } from '../../../platform/words';
import type { IdentityService } from '../../identity/identity.service';
import type { BikesService } from '../../stock/bikes/bikes.service';
import { insuredEndingBetween, unknownBike, type BillingBikes } from '../financing/billing-bikes';
import { insuranceRepository } from './insurance.repository';

export const INSURANCE_RENEWALS_JOB = 'billing.insurance-renewals';
/** Every morning at 07:30, Brussels time, before the shop opens. */
export const INSURANCE_RENEWALS_CRON = '30 7 * * *';
const DAY_MS = 24 * 3600 * 1000;

export type InsuranceRenewalsService = ReturnType<typeof createInsuranceRenewalsService>;

/** Renewals due (decision 051): the insured bikes whose policy ends within RENEWAL_DUE_DAYS, from their insuranceEnd. */
export function createInsuranceRenewalsService(deps: {
  clock: Clock;
  db: Db;
  stock: BikesService;
  bikes: BillingBikes;
  identity: IdentityService;
  mail: Mailer;
  publicUrl: string;
}) {
  const { clock, db, stock, bikes, identity, mail, publicUrl } = deps;

  async function due(scope: TenantScope, today = clock.today()): Promise<RenewalDue[]> {
    const found = (await insuredEndingBetween(stock, today, addDays(today, RENEWAL_DUE_DAYS))).filter((b) =>
      inScope(scope, { companyId: b.company?.id ?? null }),
    );
    const ids = found.map((b) => b.id);
    const [refs, open] = await Promise.all([bikes.refs(ids), insuranceRepository.openRenewals(db, ids)]);
    return found.map((b) => ({
      bike: refs.get(b.id) ?? unknownBike(b.id),
      insurer: b.insurer,
      insurancePolicy: b.insurancePolicy,
      insuranceEnd: b.insuranceEnd,
      daysLeft: Math.round((Date.parse(b.insuranceEnd) - Date.parse(today)) / DAY_MS),
      followUpId: open.find((o) => o.bikeId === b.id)?.id ?? null,
    }));
  }

  return {
    async list(scope: TenantScope) {
      const data = await due(scope);
      return { data, meta: { page: 1, perPage: Math.max(1, data.length), total: data.length } };
    },

    /** One run of the daily job: each admin gets one e-mail in their language listing the renewals due; none when there is none. */
    async mailAdmins(today = clock.today()) {
      const list = await due({ kind: 'all' }, today);
      if (list.length === 0) return { mailed: 0, due: 0 };
      const admins = await identity.holding('admin', null);
      for (const admin of admins) {
        const locale: Locale = isLocale(admin.language) ? admin.language : 'fr';
        const w = wordsOf(locale, 'mails', 'insuranceRenewals');
        const lines = list.map((r) =>
          w('line', {
            bike: `${r.bike.frameNumber} (${r.bike.label}${r.bike.company ? `, ${r.bike.company.name}` : ''})`,
            insurer: `${r.insurer}${r.insurancePolicy ? ` ${r.insurancePolicy}` : ''}`,
            date: formatDate(r.insuranceEnd),
          }),
        );
        const link = `${publicUrl}/${locale}/dashboard/bills/insurance-follow-ups/list`;
        await mail.send({
          to: admin.email,
          subject: w('subject', { count: list.length, days: RENEWAL_DUE_DAYS }),
          text: [w('hello', { name: admin.name }), '', w('intro'), ...lines, '', w('open', { link })].join('\n'),
        });
      }
      return { mailed: admins.length, due: list.length };
    },
  };
}

/** The daily e-mail as a scheduled background job (decision 014): one process enqueues it, one runs it. */
export function defineInsuranceRenewals({
  jobs,
  renewals,
  log,
}: {
  jobs: Jobs;
  renewals: InsuranceRenewalsService;
  log: FastifyBaseLogger;
}) {
  jobs.define<Record<string, never>>({
    name: INSURANCE_RENEWALS_JOB,
    cron: INSURANCE_RENEWALS_CRON,
    retryLimit: 3,
    retryDelaySeconds: 300,
    handler: async () => {
      log.info({ renewals: await renewals.mailAdmins() }, 'insurance renewals due');
    },
  });
}
