import { normalizeFrameNumber, searchText, type AuthUser, type ExternalBikeInput } from '@veloport/domain';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { forbidden, invalid, notFound } from '../../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../../platform/export';
import type { CompaniesService } from '../../companies/companies.service';
import type { Actor, IdentityService } from '../../identity/identity.service';
import { externalBikesRepository, type ExternalBikeRow } from './external-bikes.repository';
import { scopeOf } from '../../../platform/tenancy';

export type ExternalBikesService = ReturnType<typeof createExternalBikesService>;

/** Customer-owned bikes for maintenance. Admins see all; a fleet manager only their company's (others are 404). */
export function createExternalBikesService({
  db,
  companies,
  identity,
}: {
  db: Db;
  companies: CompaniesService;
  identity: IdentityService;
}) {
  async function views(rows: ExternalBikeRow[]) {
    const [companyMap, userMap] = await Promise.all([
      companies.namesByIds(rows.map((r) => r.companyId)),
      identity.namesByIds(rows.map((r) => r.userId)),
    ]);
    return rows.map((r) => ({
      id: r.id,
      brand: r.brand,
      model: r.model,
      frameNumber: r.frameNumber,
      color: r.color,
      electric: r.electric,
      company: r.companyId === null ? null : (companyMap.get(r.companyId) ?? null),
      user: r.userId === null ? null : ((u) => (u ? { id: u.id, name: u.name } : null))(userMap.get(r.userId)),
      notes: r.notes,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    }));
  }

  /** A fleet manager's bikes always belong to their company; the owner must be of that company. */
  async function ownerOf(viewer: AuthUser, input: ExternalBikeInput) {
    const scope = scopeOf(viewer);
    if (scope.kind === 'own') throw forbidden();
    const companyId = scope.kind === 'company' ? scope.companyId : input.companyId;
    if (companyId !== null && !(await companies.exists(companyId))) throw invalid({ companyId: 'unknown_company' });
    if (input.userId !== null) {
      const user = (await identity.namesByIds([input.userId])).get(input.userId);
      if (!user) throw invalid({ userId: 'unknown_user' });
      if (companyId !== null && user.companyId !== companyId) throw invalid({ userId: 'user_not_in_company' });
    }
    if (companyId === null && input.userId === null) throw invalid({ userId: 'required' });
    return { companyId, userId: input.userId };
  }

  const columns = (input: ExternalBikeInput, owner: { companyId: number | null; userId: number | null }) => {
    const frameNumber = input.frameNumber ? normalizeFrameNumber(input.frameNumber) : null;
    return {
      brand: input.brand,
      model: input.model,
      frameNumber,
      color: input.color,
      electric: input.electric,
      notes: input.notes,
      ...owner,
      search: searchText(input.brand, input.model, frameNumber),
    };
  };

  return {
    async list(
      viewer: AuthUser,
      query: { page: number; perPage: number; sort: 'id' | 'brand'; order: 'asc' | 'desc'; q?: string; companyId?: number },
    ) {
      const scope = scopeOf(viewer);
      const f = { companyId: query.companyId, q: query.q ? searchText(query.q) : undefined };
      const [rows, total] = await Promise.all([
        externalBikesRepository.page(db, scope, f, query.sort, query.order, query.perPage, (query.page - 1) * query.perPage),
        externalBikesRepository.count(db, scope, f),
      ]);
      return { data: await views(rows), meta: { page: query.page, perPage: query.perPage, total } };
    },

    /** The whole filtered list (no pages) for a download, within the viewer's company like the list. */
    async listForExport(viewer: AuthUser, query: { sort: 'id' | 'brand'; order: 'asc' | 'desc'; q?: string; companyId?: number }) {
      const f = { companyId: query.companyId, q: query.q ? searchText(query.q) : undefined };
      return views(await externalBikesRepository.page(db, scopeOf(viewer), f, query.sort, query.order, EXPORT_MAX_ROWS, 0));
    },

    async get(viewer: AuthUser, id: number) {
      const row = await externalBikesRepository.byId(db, scopeOf(viewer), id);
      if (!row) throw notFound();
      return (await views([row]))[0]!;
    },

    async create(viewer: AuthUser, input: ExternalBikeInput, actor: Actor) {
      const owner = await ownerOf(viewer, input);
      const row = await db.transaction(async (tx) => {
        const bike = await externalBikesRepository.insert(tx, columns(input, owner));
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'external_bike.created',
          entity: 'external_bike',
          entityId: bike.id,
          after: bike,
          ip: actor.ip,
        });
        return bike;
      });
      return (await views([row]))[0]!;
    },

    /** A person's own external bikes (workshop: "my bikes"). */
    ofUser: (userId: number) => externalBikesRepository.ofUser(db, userId),
    /** One external bike, unscoped: the workshop checks who may ask for it. */
    row: (id: number) => externalBikesRepository.byId(db, { kind: 'all' }, id),

    async update(viewer: AuthUser, id: number, input: ExternalBikeInput, actor: Actor) {
      const scope = scopeOf(viewer);
      if (!(await externalBikesRepository.byId(db, scope, id))) throw notFound();
      const owner = await ownerOf(viewer, input);
      const row = await db.transaction(async (tx) => {
        const before = await externalBikesRepository.byId(tx, scope, id);
        if (!before) throw notFound();
        const after = await externalBikesRepository.update(tx, id, columns(input, owner));
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'external_bike.updated',
          entity: 'external_bike',
          entityId: id,
          before,
          after,
          ip: actor.ip,
        });
        return after;
      });
      return (await views([row]))[0]!;
    },
  };
}
