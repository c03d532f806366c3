import {
  toLocale,
  addDays,
  addMonthKeys,
  addMonths,
  bikeKindAfterChoice,
  buyOutInstalments,
  contractStatusAtEnd,
  LEASING_END_NOTICE_MONTHS,
  leasingEndDate,
  monthKeyOf,
  type AuthUser,
  type Clock,
  type LeasingContract,
  type LeasingEndChoice,
  type Locale,
} from '@veloport/domain';
import type { Db, Tx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { notFound } from '../../../platform/errors';
import type { Mailer } from '../../../platform/mail';
import type { CompaniesService } from '../../companies/companies.service';
import type { IdentityService } from '../../identity/identity.service';
import { changeBike } from '../../stock/bikes/bike-actions.service';
import type { LeasingContractsService } from './leasing-contracts.service';
import { issueLeasingBill } from './leasing.bills';
import { bikeName, conflict, customersOfContracts, type Actor } from './leasing.customers';
import { endNoticeMail } from './leasing.mail';
import { leasingRepository as repo, type ContractInsert, type ContractRow } from './leasing.repository';
import { billWords } from '../bill-words';

export const LEASING_ENDED_JOB = 'billing.leasing-ended';
/** Every day at 02:30, Brussels time: contracts past their end are closed (decision 060). */
export const LEASING_ENDED_CRON = '30 2 * * *';

/**
 * The ports the end of lease needs from modules created beside it (decision 069), passed to the factory: the workshop
 * plans a returned bike's pick-up, the sales team gets a lead at a new lease. Each runs in the choice's transaction
 * and returns the id of what it made.
 */
export type PickUpPlanner = (
  tx: Tx,
  pickUp: {
    bikeId: number;
    bikeLabel: string;
    frameNumber: string;
    userId: number | null;
    companyId: number | null;
    date: string;
    contractId: number;
  },
  actor: Actor,
) => Promise<number>;
export type LeadOpener = (
  tx: Tx,
  lead: { firstname: string; lastname: string; email: string; companyName: string | null; locale: Locale; message: string },
  actor: Actor,
) => Promise<number>;

export type LeaseEndService = ReturnType<typeof createLeaseEndService>;

/** The end of a lease (decisions 049, 060): the notice, the customer's choice, and the daily closing of ended contracts. */
export function createLeaseEndService(deps: {
  clock: Clock;
  db: Db;
  mail: Mailer;
  identity: IdentityService;
  companies: CompaniesService;
  contracts: LeasingContractsService;
  publicUrl: string;
  planPickUp: PickUpPlanner;
  openLead: LeadOpener;
}) {
  const { clock, db, mail, identity, companies, contracts, publicUrl, planPickUp, openLead } = deps;
  const customersOf = customersOfContracts(deps);

  /** Closes a contract past its end: its status from the choice, the bike through the stock module's transition. */
  async function closeContract(tx: Tx, row: ContractRow, actor: Actor) {
    const choice = row.endChoice as LeasingEndChoice | null;
    const status = contractStatusAtEnd(choice);
    const now = clock.now();
    await repo.update(tx, row.id, { status, closedAt: now, updatedAt: now });
    if (choice === 'buy' || choice === 'return') {
      const buyOutCents = buyOutInstalments(row.bikeAmountCents).totalCents;
      await changeBike(tx, row.bikeId, actor, 'leasing_end', (bike) => {
        const nextKind = bikeKindAfterChoice(choice, bike.contractKind);
        const details = { leasingContractId: row.id, endChoice: choice, previousContractKind: bike.contractKind };
        if (choice === 'buy')
          return {
            values: { contractKind: nextKind, saleDate: row.endDate, salePriceCents: buyOutCents, contractMonths: null },
            kind: 'sold',
            details: { ...details, date: row.endDate, priceCents: buyOutCents },
          };
        return {
          values: { contractKind: nextKind, companyId: null, userId: null, contractMonths: null },
          kind: 'assigned',
          details: {
            ...details,
            used: true,
            from: { contractKind: bike.contractKind, companyId: bike.companyId, userId: bike.userId },
            to: { contractKind: nextKind, company: null, user: null },
          },
        };
      });
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'leasing_contract.closed',
      entity: 'leasing_contract',
      entityId: row.id,
      before: { status: row.status },
      after: { status, endChoice: choice, closedAt: now },
      ip: actor.ip,
    });
  }

  /** Buy: the 24 instalments scheduled from this month, the first billed at once (decision 060). */
  async function buyOut(tx: Tx, row: ContractRow, today: string, actor: Actor, customerOf: Awaited<ReturnType<typeof customersOf>>) {
    const { totalCents, instalments } = buyOutInstalments(row.bikeAmountCents);
    const firstPeriod = monthKeyOf(today);
    await repo.insertInstalments(
      tx,
      instalments.map((amountCents, i) => ({ contractId: row.id, number: i + 1, period: addMonthKeys(firstPeriod, i), amountCents })),
    );
    const customer = customerOf(row);
    const description = billWords(customer.customerLanguage).buyOutInstalment(bikeName(row), 1);
    const context = { contractId: row.id, buyOutCents: totalCents };
    const bill = await issueLeasingBill(tx, customer, description, instalments[0]!, actor, context, clock.now());
    await repo.insertBills(tx, [{ contractId: row.id, period: firstPeriod, kind: 'instalment', billId: bill.id }]);
    return bill.id;
  }

  /** Renew: a new contract from the day after the end, on the same terms; the rider becomes a lead for the sales team. */
  async function renew(tx: Tx, row: ContractRow, actor: Actor, rider: Rider | undefined, changes: Partial<ContractInsert>) {
    const now = clock.now();
    const startDate = addDays(row.endDate, 1);
    const {
      id: _id,
      createdAt: _c,
      updatedAt: _u,
      noticeSentAt: _n,
      endChoice: _e,
      endChoiceAt: _a,
      endChoiceById: _b,
      renewedAsId: _r,
      buyOutBillId: _o,
      orderId: _order,
      pickupRequestId: _p,
      renewalLeadId: _l,
      closedAt: _cl,
      ...terms
    } = row;
    // After the old contract left "running", so the bike's one-running-contract index lets the new one in.
    const renewed = await repo.insert(tx, {
      ...terms,
      status: 'active',
      startDate,
      endDate: leasingEndDate(startDate, row.contractMonths),
      createdById: actor.id,
    });
    changes.renewedAsId = renewed.id;
    if (rider) {
      const message = `${bikeName(row)} — fin de leasing le ${row.endDate}, nouveau leasing choisi (contrat ${row.id}, renouvelé en ${renewed.id})`;
      changes.renewalLeadId = await openLead(tx, { ...rider, message }, actor);
    }
    await repo.update(tx, row.id, { renewedAsId: renewed.id, renewalLeadId: changes.renewalLeadId ?? null, closedAt: now });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'leasing_contract.created',
      entity: 'leasing_contract',
      entityId: renewed.id,
      after: { ...renewed, renewedFromId: row.id },
      ip: actor.ip,
    });
  }
  type Rider = { firstname: string; lastname: string; email: string; companyName: string | null; locale: Locale };

  /** The employee of a renewed lease, as the lead will name them; read before the transaction (PGlite has one connection). */
  async function riderOf(row: ContractRow): Promise<Rider | undefined> {
    if (row.userId === null) return undefined;
    const person = (await identity.peopleByIds([row.userId])).get(row.userId);
    if (!person) return undefined;
    const locale = toLocale((await identity.customersByIds([row.userId])).get(row.userId)?.language);
    const companyName = row.companyId !== null ? ((await companies.namesByIds([row.companyId])).get(row.companyId)?.name ?? null) : null;
    return { firstname: person.firstname, lastname: person.lastname, email: person.email, companyName, locale };
  }

  return {
    /** The end-of-lease notice: mailed to the customer (or the company's fleet managers) in their language, with the options and the link. */
    async sendNotice(id: number, actor: Actor): Promise<LeasingContract> {
      const row = await repo.byId(db, id);
      if (!row) throw notFound();
      if (row.endChoice) throw conflict('The end-of-lease choice is already made');
      const recipients =
        row.userId !== null
          ? [...(await identity.customersByIds([row.userId])).values()]
          : await identity.holding('fleetManager', row.companyId ? [row.companyId] : []);
      if (recipients.length === 0)
        throw conflict('Nobody to send the notice to: the contract has no user and the company no fleet manager');
      const { totalCents, instalments } = buyOutInstalments(row.bikeAmountCents);
      await db.transaction(async (tx) => {
        for (const person of recipients) {
          const locale = toLocale(person.language);
          const link = `${publicUrl}/${locale}/dashboard/bills/leasing-end/${id}`;
          const words = { locale, name: person.name, bike: bikeName(row), endDate: row.endDate, buyOutCents: totalCents, link };
          await mail.send({ to: person.email, ...endNoticeMail({ ...words, instalmentCents: instalments[0]! }) }, tx);
        }
        const after = { noticeSentAt: clock.now(), status: row.status === 'active' ? 'ending' : row.status, updatedAt: clock.now() };
        await repo.update(tx, id, after);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'leasing_contract.notice_sent',
          entity: 'leasing_contract',
          entityId: id,
          before: { status: row.status, noticeSentAt: row.noticeSentAt },
          after: { ...after, to: recipients.map((r) => r.email) },
          ip: actor.ip,
        });
      });
      return contracts.reload(id);
    },

    /**
     * The customer's choice at the end of the lease (admin, the contract's fleet manager or the customer): buy (the
     * bike becomes sold, the buy-out bill — instalment 1 of 24 — is issued and the 23 others scheduled for the
     * monthly runs), return (the bike goes back to stock) or renew (a new contract from the day after the end).
     */
    async choose(viewer: AuthUser, id: number, choice: LeasingEndChoice, actor: Actor): Promise<LeasingContract> {
      const row = await contracts.visible(viewer, id);
      if (row.endChoice) throw conflict('The end-of-lease choice is already made');
      if (row.status !== 'active' && row.status !== 'ending' && row.status !== 'ended') throw conflict('This contract is not running');
      const today = clock.today();
      if (row.endDate > addMonths(today, LEASING_END_NOTICE_MONTHS))
        throw conflict('The choice opens four months before the end of the lease');
      const customerOf = choice === 'buy' ? await customersOf([row]) : null;
      const rider = choice === 'renew' ? await riderOf(row) : undefined;
      const now = clock.now();
      await db.transaction(async (tx) => {
        const locked = await repo.lock(tx, id);
        if (locked!.endChoice) throw conflict('The end-of-lease choice is already made');
        // Buy and return take effect on the bike at the end of the lease (the daily job); a new lease at once.
        const changes: Partial<ContractInsert> = {
          endChoice: choice,
          endChoiceAt: now,
          endChoiceById: actor.id,
          status: choice === 'renew' ? 'renewed' : row.status === 'active' ? 'ending' : row.status,
          updatedAt: now,
        };
        if (choice === 'buy') changes.buyOutBillId = await buyOut(tx, row, today, actor, customerOf!);
        if (choice === 'return') {
          const date = row.endDate < today ? today : row.endDate;
          const { bikeId, bikeLabel, frameNumber, userId, companyId } = row;
          changes.pickupRequestId = await planPickUp(
            tx,
            { bikeId, bikeLabel, frameNumber, userId, companyId, date, contractId: id },
            actor,
          );
        }
        await repo.update(tx, id, changes);
        if (choice === 'renew') await renew(tx, row, actor, rider, changes);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'leasing_contract.end_choice',
          entity: 'leasing_contract',
          entityId: id,
          before: { status: row.status, endChoice: null },
          after: changes,
          ip: actor.ip,
        });
        // A lease already past its end is closed at once, as the daily job would.
        if (choice !== 'renew' && row.endDate < today) await closeContract(tx, { ...row, ...changes } as ContractRow, actor);
      });
      return contracts.reload(id);
    },

    /**
     * The daily job (decision 060): every running contract past its end is closed — `ended` without a choice, else
     * `bought` / `returned` — and the bike follows: bought → sold to the customer, returned → back to stock, used.
     * Each contract in its own transaction, locked, so a retry or a second run closes it once.
     */
    async closeEnded(today = clock.today(), actor: Actor = { id: null }) {
      let closed = 0;
      for (const { id } of await repo.endedBefore(db, today)) {
        closed += await db.transaction(async (tx) => {
          const row = await repo.lock(tx, id);
          if (!row || (row.status !== 'active' && row.status !== 'ending') || row.endDate >= today) return 0;
          await closeContract(tx, row, actor);
          return 1;
        });
      }
      return { closed };
    },
  };
}
