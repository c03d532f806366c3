import {
  canChangeLeadStatus,
  canMakeOfferFromLead,
  nextLeadStatuses,
  type Lead,
  type LeadDetail,
  type LeadInput,
  type LeadListQuery,
  type LeadSource,
  type LeadStatus,
  type Locale,
  type OfferInput,
} from '@veloport/domain';
import type { Db, DbOrTx, Tx } from '../../../db/client';
import { readHistory, recordAudit } from '../../../platform/audit';
import { AppError, invalid, notFound } from '../../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../../platform/export';
import { pageOf } from '../../../platform/list';
import type { BikeModelsService } from '../../catalog/bike-models.service';
import type { PublicBikesService } from '../../catalog/public-bikes.service';
import type { CompaniesService } from '../../companies/companies.service';
import type { IdentityService } from '../../identity/identity.service';
import type { PeopleService } from '../../identity/users/people.service';
import type { RequestLeads } from '../../requests/requests.service';
import type { OffersService } from '../offers.service';
import { leadsRepository, leadWhere, type LeadRow } from './leads.repository';

export type LeadsService = ReturnType<typeof createLeadsService>;
type Actor = { id: number | null; ip?: string | null };
type Deps = {
  db: Db;
  offers: OffersService;
  identity: IdentityService;
  people: PeopleService;
  companies: CompaniesService;
  models: BikeModelsService;
  publicBikes: PublicBikesService;
};

const conflict = (code: 'invalid_transition' | 'customer_exists', message: string) => new AppError(409, code, message);
const iso = (d: Date) => d.toISOString();
const sameText = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && a.trim().toLowerCase() === b.trim().toLowerCase());

/** Leads (decision 022): typed by the staff or made from a public leasing request; notes, status, and the offer made from one. */
export function createLeadsService({ db, offers, identity, people, companies, models, publicBikes }: Deps) {
  async function views(rows: LeadRow[]): Promise<Lead[]> {
    const names = await models.summariesByIds(rows.flatMap((r) => (r.modelId === null ? [] : [r.modelId])));
    return rows.map((r) => ({
      id: r.id,
      status: r.status as LeadStatus,
      source: r.source as LeadSource,
      requestId: r.requestId,
      firstname: r.firstname,
      lastname: r.lastname,
      email: r.email,
      phone: r.phone,
      companyName: r.companyName,
      vatNumber: r.vatNumber,
      locale: r.locale as Locale,
      model:
        r.modelId === null
          ? null
          : ((m) => ({ id: r.modelId!, name: m ? `${m.brand} ${m.model}` : `#${r.modelId}` }))(names.get(r.modelId)),
      size: r.size,
      message: r.message,
      offerId: r.offerId,
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    }));
  }

  /** Whom the lead is among the customers: the user with its e-mail, else the company with its name. */
  async function matchOf(row: LeadRow) {
    const user = await identity.byEmail(row.email);
    const all = await companies.listMinimal();
    const companyId = user?.companyId ?? all.find((c) => sameText(c.name, row.companyName))?.id ?? null;
    return {
      user: user ? { id: user.id, name: `${user.firstname} ${user.lastname}` } : null,
      company: companyId === null ? null : (all.find((c) => c.id === companyId) ?? null),
    };
  }

  async function detail(id: number): Promise<LeadDetail> {
    const row = await leadsRepository.byId(db, id);
    if (!row) throw notFound();
    const [[view], notes, match] = await Promise.all([views([row]), leadsRepository.notes(db, id), matchOf(row)]);
    const authors = await identity.namesByIds(notes.map((n) => n.authorId));
    const status = row.status as LeadStatus;
    return {
      ...view!,
      notes: notes.map((n) => ({
        id: n.id,
        body: n.body,
        at: iso(n.createdAt),
        author: n.authorId === null ? null : ((u) => (u ? { id: u.id, name: u.name } : null))(authors.get(n.authorId)),
      })),
      nextStatuses: [...nextLeadStatuses(status)],
      canMakeOffer: canMakeOfferFromLead({ status, offerId: row.offerId }),
      match,
    };
  }

  async function columns(input: LeadInput) {
    if (input.modelId !== null) {
      const model = (await models.summariesByIds([input.modelId])).get(input.modelId);
      if (!model) throw invalid({ modelId: 'unknown_model' });
    }
    const { source, requestId, ...rest } = input;
    return { ...rest, source, requestId };
  }

  /** Runs `change` on the locked lead and records it under `entity = 'lead'`. */
  async function changing(
    id: number,
    action: string,
    actor: Actor,
    change: (tx: DbOrTx, before: LeadRow) => Promise<Partial<LeadRow> | null>,
  ) {
    await db.transaction(async (tx) => {
      const before = await leadsRepository.lock(tx, id);
      if (!before) throw notFound();
      const values = await change(tx, before);
      if (values === null) return;
      const after = await leadsRepository.update(tx, id, values);
      await recordAudit(tx, { actorId: actor.id, action, entity: 'lead', entityId: id, before, after, ip: actor.ip });
    });
    return detail(id);
  }

  /** The port the requests module calls (RequestLeads): a leasing request from the public site becomes a new lead, in the request's transaction. */
  const fromRequests: RequestLeads = {
    async prepare(type, input) {
      if (type !== 'leasing') return null;
      const slug = typeof input.bikeSlug === 'string' ? input.bikeSlug : null;
      const modelId = slug
        ? await publicBikes.bySlug(slug).then(
            (m) => m.row.id,
            () => null,
          )
        : null;
      const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
      return async (tx: Tx, requestId: number) => {
        const row = await leadsRepository.insert(tx, {
          source: 'leasing_request',
          requestId,
          firstname: input.firstname,
          lastname: input.lastname,
          email: input.email,
          phone: input.phone ?? null,
          companyName: text(input.companyName),
          locale: input.locale,
          modelId,
          message: text(input.message),
        });
        await recordAudit(tx, { actorId: null, action: 'lead.created', entity: 'lead', entityId: row.id, after: row });
      };
    },
  };

  return {
    fromRequests,
    detail,

    /** The leasing module's port (decision 060): an employee choosing a new lease becomes a lead, in the choice's transaction. */
    async forNewLease(
      tx: Tx,
      lead: { firstname: string; lastname: string; email: string; companyName: string | null; locale: string; message: string },
      actor: Actor,
    ) {
      const row = await leadsRepository.insert(tx, {
        source: 'typed',
        firstname: lead.firstname,
        lastname: lead.lastname,
        email: lead.email,
        companyName: lead.companyName,
        locale: lead.locale,
        message: lead.message,
        createdById: actor.id,
      });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'lead.created',
        entity: 'lead',
        entityId: row.id,
        after: { ...row, fromLeaseEnd: true },
        ip: actor.ip,
      });
      return row.id;
    },

    async list(query: LeadListQuery) {
      const where = leadWhere(query);
      const [rows, total] = await Promise.all([
        leadsRepository.page(db, where, query.sort, query.order, query.perPage, (query.page - 1) * query.perPage),
        leadsRepository.count(db, where),
      ]);
      return pageOf(await views(rows), total, query);
    },
    async listForExport(query: LeadListQuery) {
      return views(await leadsRepository.page(db, leadWhere(query), query.sort, query.order, EXPORT_MAX_ROWS, 0));
    },

    async create(input: LeadInput, actor: Actor) {
      const values = await columns(input);
      const row = await db.transaction(async (tx) => {
        const lead = await leadsRepository.insert(tx, { ...values, createdById: actor.id });
        await recordAudit(tx, { actorId: actor.id, action: 'lead.created', entity: 'lead', entityId: lead.id, after: lead, ip: actor.ip });
        return lead;
      });
      return detail(row.id);
    },

    async update(id: number, input: LeadInput, actor: Actor) {
      if (!(await leadsRepository.byId(db, id))) throw notFound();
      const values = await columns(input);
      return changing(id, 'lead.updated', actor, async () => values);
    },

    setStatus: (id: number, status: LeadStatus, actor: Actor) =>
      changing(id, 'lead.status_changed', actor, async (_tx, before) => {
        if (!canChangeLeadStatus(before.status as LeadStatus, status))
          throw conflict('invalid_transition', `A lead ${before.status} cannot become ${status}`);
        return { status };
      }),

    async addNote(id: number, body: string, actor: Actor) {
      await db.transaction(async (tx) => {
        if (!(await leadsRepository.lock(tx, id))) throw notFound();
        const note = await leadsRepository.insertNote(tx, { leadId: id, body, authorId: actor.id });
        await leadsRepository.update(tx, id, {});
        await recordAudit(tx, { actorId: actor.id, action: 'lead.note_added', entity: 'lead', entityId: id, after: note, ip: actor.ip });
      });
      return detail(id);
    },

    /**
     * Makes the offer from the lead: the offer is created and the lead points at it (status offer_made) in one
     * transaction, so a lead never names an offer that does not exist, nor an offer its lead twice.
     */
    async makeOffer(id: number, input: OfferInput, actor: Actor) {
      const row = await leadsRepository.byId(db, id);
      if (!row) throw notFound();
      const open = (r: LeadRow) => canMakeOfferFromLead({ status: r.status as LeadStatus, offerId: r.offerId });
      if (!open(row)) throw conflict('invalid_transition', 'An offer was already made from this lead, or it is lost');
      const offer = await offers.create(input, actor, async (tx, made) => {
        const before = await leadsRepository.lock(tx, id);
        if (!before) throw notFound();
        if (!open(before)) throw conflict('invalid_transition', 'An offer was already made from this lead, or it is lost');
        const after = await leadsRepository.update(tx, id, { status: 'offer_made', offerId: made.id });
        await recordAudit(tx, { actorId: actor.id, action: 'lead.offer_made', entity: 'lead', entityId: id, before, after, ip: actor.ip });
      });
      return offer;
    },

    /** A private person without an account becomes a private customer (no password: they set one through a link), so an offer can name them. */
    async createCustomer(id: number, actor: Actor) {
      const row = await leadsRepository.byId(db, id);
      if (!row) throw notFound();
      if (await identity.byEmail(row.email)) throw conflict('customer_exists', 'A customer with this e-mail already exists');
      return changing(id, 'lead.customer_created', actor, async (tx, before) => {
        const made = await identity.importCustomer(
          tx as Tx,
          {
            email: before.email,
            firstname: before.firstname,
            lastname: before.lastname,
            phone: before.phone,
            address: null,
            language: before.locale,
            companyId: null,
          },
          actor,
        );
        if (!made.created) throw conflict('customer_exists', 'A customer with this e-mail already exists');
        return {};
      });
    },

    async history(id: number, query: { page: number; perPage: number }) {
      if (!(await leadsRepository.byId(db, id))) throw notFound();
      return readHistory(db, people.names, { entity: 'lead', entityId: id }, query);
    },
  };
}
