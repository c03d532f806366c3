import {
  toLocale,
  type CreateUserParsed,
  type UpdateUserParsed,
  type UserDetail,
  type UserListItem,
  type Clock,
  can,
  heldPermissions,
} from '@veloport/domain';
import { isUniqueViolation, type Db } from '../../../db/client';
import { readHistory, recordAudit } from '../../../platform/audit';
import { AppError, forbidden, invalid, notFound, type FieldCode } from '../../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../../platform/export';
import { pageOf, pageWindow } from '../../../platform/list';
import type { TenantScope } from '../../../platform/tenancy';
import type { CompaniesService } from '../../companies/companies.service';
import type { StockService } from '../../stock/stock.service';
import { sessionsRepository, usersRepository, type UserRow } from '../identity.repository';
import type { EmailConfirmationsService } from '../sign-in/email-confirmations.service';
import type { Actor } from '../identity.service';
import type { PasswordFlowsService } from '../sign-in/password-flows.service';
import type { InvitationFacts } from '../identity.mail';
import type { PeopleService } from './people.service';
import { usersAdminRepository, type UserFilters } from './users-admin.repository';
import { auditableUser, toUserDetail, toUserListItem } from './users.view';

type Deps = {
  clock: Clock;
  db: Db;
  companies: CompaniesService;
  stock: StockService;
  passwordFlows: PasswordFlowsService;
  people: PeopleService;
  emailConfirmations: EmailConfirmationsService;
};
type AdminOnly = Pick<UpdateUserParsed, 'companyId' | 'permissions' | 'isAdmin' | 'stockLocationId'>;
export type UserListFilters = UserFilters & { page: number; perPage: number };
export type UsersAdminService = ReturnType<typeof createUsersAdminService>;

const emailTaken = () => new AppError(409, 'email_taken', 'This e-mail already has an account', { email: 'email_taken' });
const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));
/** Anything beyond an employee: admin rights or any permission (order, bikeMechanic, fleetManager…). */
const isStaff = (row: UserRow) => heldPermissions(row).length > 0;

/**
 * Users managed by an admin (anyone, any field) or a fleet manager (their company's people only).
 * A fleet manager may not grant permissions, admin rights, a stock location or another company:
 * such a field is refused with 403 and `fields: { <name>: 'admin_only' }` when it would change anything
 * (sending back the value the user already has is harmless, so one form serves both roles).
 */
export function createUsersAdminService({ clock, db, companies, stock, passwordFlows, people, emailConfirmations }: Deps) {
  function refuseAdminOnly(scope: TenantScope, input: AdminOnly, current: UserRow | null) {
    if (scope.kind === 'all') return;
    if (scope.kind === 'own') throw forbidden();
    const fields: Record<string, FieldCode> = {};
    if (input.permissions !== undefined && !sameSet(input.permissions, current ? heldPermissions(current) : []))
      fields.permissions = 'admin_only';
    if (input.isAdmin !== undefined && input.isAdmin !== can(current, 'admin')) fields.isAdmin = 'admin_only';
    if (input.stockLocationId !== undefined && input.stockLocationId !== (current?.stockLocationId ?? null))
      fields.stockLocationId = 'admin_only';
    if (input.companyId !== undefined && input.companyId !== (current?.companyId ?? scope.companyId)) fields.companyId = 'admin_only';
    if (Object.keys(fields).length) throw new AppError(403, 'forbidden', 'Only an admin may set these fields', fields);
  }

  /** A company or stock location that does not exist is a field error, not a database error. */
  async function assertReferences(input: AdminOnly) {
    const [companyOk, locationOk] = await Promise.all([
      input.companyId ? companies.exists(input.companyId) : true,
      input.stockLocationId ? stock.locationName(input.stockLocationId).then(Boolean) : true,
    ]);
    const fields: Record<string, FieldCode> = {};
    if (!companyOk) fields.companyId = 'unknown';
    if (!locationOk) fields.stockLocationId = 'unknown';
    if (Object.keys(fields).length) throw invalid(fields);
  }

  async function visibleUser(scope: TenantScope, id: number) {
    const row = await usersAdminRepository.byId(db, id, scope);
    if (!row) throw notFound('No such user');
    return row;
  }

  /**
   * A fleet manager changes only their company's employees: an account holding any permission (staff of the
   * shop attached to the company, another fleet manager, an admin) is refused, 403 staff_user_protected (decision 016).
   */
  async function changeableUser(scope: TenantScope, id: number) {
    const row = await visibleUser(scope, id);
    if (scope.kind !== 'all' && isStaff(row)) throw new AppError(403, 'staff_user_protected', 'Only an admin may change this account');
    return row;
  }

  async function detail(row: UserRow): Promise<UserDetail> {
    return toUserDetail(row, await companies.namesByIds(row.companyId ? [row.companyId] : []));
  }

  async function rows(
    scope: TenantScope,
    f: UserListFilters,
    window: { limit: number; offset: number },
  ): Promise<{ data: UserListItem[]; total: number }> {
    const { rows: found, total } = await usersAdminRepository.list(db, scope, f, window);
    const names = await companies.namesByIds([...new Set(found.flatMap((r) => (r.companyId ? [r.companyId] : [])))]);
    return { data: found.map((r) => toUserListItem(r, names)), total };
  }

  /** Inviting someone as fleet manager ticks the company's onboarding step "fleet manager invited". */
  /** Who invites and for which company, named in the invitation; none for an account outside a company. */
  async function invitationFacts(companyId: number | null, actorId: number | null): Promise<InvitationFacts | null> {
    if (companyId === null) return null;
    const company = (await companies.namesByIds([companyId])).get(companyId)?.name;
    const inviter = actorId === null ? undefined : (await people.names([actorId])).get(actorId);
    return company ? { company, inviter: inviter ?? company } : null;
  }

  async function noteFleetManager(row: UserRow, actor: Actor) {
    if (row.companyId && can(row, 'fleetManager')) await companies.stepProvenDone(row.companyId, 'fleet_manager_invited', actor);
  }

  async function changeStatus(scope: TenantScope, id: number, to: 'active' | 'inactive', actor: Actor): Promise<UserDetail> {
    const current = await changeableUser(scope, id);
    if (to === 'inactive' && current.id === actor.id)
      throw new AppError(409, 'cannot_deactivate_self', 'You cannot deactivate your own account');
    if (current.status === to) throw new AppError(409, 'conflict', `The account is already ${to}`);
    const row = await db.transaction(async (tx) => {
      const updated = await usersRepository.update(tx, id, { status: to, deactivatedAt: to === 'inactive' ? clock.now() : null });
      // Deactivation signs the user out everywhere, at once.
      if (to === 'inactive') await sessionsRepository.removeAllOfUser(tx, id);
      await recordAudit(tx, {
        actorId: actor.id,
        action: to === 'inactive' ? 'user.deactivated' : 'user.reactivated',
        entity: 'user',
        entityId: id,
        before: { status: current.status },
        after: { status: to },
        ip: actor.ip,
      });
      return updated;
    });
    return detail(row);
  }

  return {
    /** A page of users: three queries whatever its length. A fleet manager sees only their company. */
    async list(scope: TenantScope, f: UserListFilters) {
      const { data, total } = await rows(scope, f, pageWindow(f));
      return pageOf(data, total, f);
    },

    async listForExport(scope: TenantScope, f: UserListFilters) {
      return (await rows(scope, f, { limit: EXPORT_MAX_ROWS, offset: 0 })).data;
    },

    async get(scope: TenantScope, id: number): Promise<UserDetail> {
      return detail(await visibleUser(scope, id));
    },

    /** The new user has no password: the invitation mail carries a set-password link (identity's password flows). */
    async create(scope: TenantScope, input: CreateUserParsed, actor: Actor): Promise<{ user: UserDetail; invitationSent: boolean }> {
      refuseAdminOnly(scope, input, null);
      await assertReferences(input);
      if (await usersRepository.byEmail(db, input.email)) throw emailTaken();
      const companyId = scope.kind === 'company' ? scope.companyId : (input.companyId ?? null);
      const invitation = await invitationFacts(companyId, actor.id);
      const row = await db
        .transaction(async (tx) => {
          const inserted = await usersRepository.insert(tx, {
            email: input.email,
            passwordHash: null,
            firstname: input.firstname,
            lastname: input.lastname,
            phone: input.phone,
            address: input.address,
            sizeCm: input.size,
            language: input.language,
            status: input.status,
            contactType: input.contactType,
            anonymousInRanking: input.anonymousInRanking,
            payrollNumber: input.payrollNumber ?? null,
            companyId,
            permissions: input.permissions ?? [],
            isAdmin: input.isAdmin ?? false,
            stockLocationId: input.stockLocationId ?? null,
          });
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'user.created',
            entity: 'user',
            entityId: inserted.id,
            after: auditableUser(inserted),
            ip: actor.ip,
          });
          // The invitation is queued with the account: both exist or neither; the mail job retries delivery.
          await passwordFlows.sendInvitation(inserted, toLocale(inserted.language), tx, invitation);
          return inserted;
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? emailTaken() : error;
        });
      await noteFleetManager(row, actor);
      return { user: await detail(row), invitationSent: true };
    },

    async update(scope: TenantScope, id: number, input: UpdateUserParsed, actor: Actor): Promise<UserDetail> {
      const current = await changeableUser(scope, id);
      refuseAdminOnly(scope, input, current);
      await assertReferences(input);
      const newEmail = input.email.trim().toLowerCase();
      // The form echoes the current address; a pending one stays pending until confirmed or replaced.
      const changesEmail = newEmail !== current.email && newEmail !== current.pendingEmail;
      if (changesEmail) {
        const other = await usersRepository.byEmail(db, newEmail);
        if (other && other.id !== id) throw emailTaken();
      }
      const row = await db
        .transaction(async (tx) => {
          // A new address is only pending until its mailbox follows the link, whoever typed it (decision 016).
          if (changesEmail) await emailConfirmations.requestChange(current, newEmail, actor, tx);
          const updated = await usersRepository.update(tx, id, {
            firstname: input.firstname,
            lastname: input.lastname,
            phone: input.phone,
            address: input.address,
            sizeCm: input.size,
            language: input.language,
            contactType: input.contactType,
            anonymousInRanking: input.anonymousInRanking,
            ...(input.payrollNumber !== undefined ? { payrollNumber: input.payrollNumber } : {}),
            ...(input.companyId !== undefined ? { companyId: input.companyId } : {}),
            ...(input.permissions !== undefined ? { permissions: input.permissions } : {}),
            ...(input.isAdmin !== undefined ? { isAdmin: input.isAdmin } : {}),
            ...(input.stockLocationId !== undefined ? { stockLocationId: input.stockLocationId } : {}),
          });
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'user.updated',
            entity: 'user',
            entityId: id,
            before: auditableUser(current),
            after: auditableUser(updated),
            ip: actor.ip,
          });
          // The link and the notice are queued with the change: both or neither (a refused link rolls the change back).
          if (changesEmail) await emailConfirmations.mailChange(updated, actor, tx);
          return updated;
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? emailTaken() : error;
        });
      await noteFleetManager(row, actor);
      return detail(row);
    },

    deactivate: (scope: TenantScope, id: number, actor: Actor) => changeStatus(scope, id, 'inactive', actor),
    reactivate: (scope: TenantScope, id: number, actor: Actor) => changeStatus(scope, id, 'active', actor),

    /** Sends the invitation again (409 password_already_set once the user has chosen a password). */
    async resendInvitation(scope: TenantScope, id: number, actor: Actor) {
      const row = await changeableUser(scope, id);
      await passwordFlows.sendInvitation(row, toLocale(row.language), undefined, await invitationFacts(row.companyId, actor.id));
    },

    async history(scope: TenantScope, id: number, query: { page: number; perPage: number }) {
      await visibleUser(scope, id);
      return readHistory(db, people.names, { entity: 'user', entityId: id }, query);
    },
  };
}
