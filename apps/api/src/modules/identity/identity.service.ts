import crypto from 'node:crypto';
import {
  toLocale,
  type AuthUser,
  type RegisterRequest,
  type UpdateProfileRequest,
  type Clock,
  can,
  heldPermissions,
} from '@veloport/domain';
import { isUniqueViolation, type Db, type Tx } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { AppError, invalid } from '../../platform/errors';
import { sniffImageType, type FileStorage } from '../../platform/files';
import { hashToken, newToken, type SessionStore } from '../../platform/session';
import type { CompaniesService } from '../companies/companies.service';
import type { StockService } from '../stock/stock.service';
import { sessionsRepository, usersRepository, type UserRow } from './identity.repository';
import { hashPassword, verifyPassword } from './sign-in/passwords';
import { auditableUser, avatarUrlOf } from './users/users.view';
import { inScope, scopeOf } from '../../platform/tenancy';

type Deps = { clock: Clock; db: Db; companies: CompaniesService; stock: StockService; files: FileStorage; sessionTtlSeconds: number };
export type IdentityService = ReturnType<typeof createIdentityService>;
export type Actor = { id: number | null; ip?: string | null };

const auditable = auditableUser;

export function createIdentityService(deps: Deps) {
  const { db } = deps;

  type AuthCompany = AuthUser['company'];
  type Location = { current_location: number; current_location_name: string };

  function authUserOf(row: UserRow, company: AuthCompany, location: Location | null): AuthUser {
    const permission = heldPermissions(row);
    const user: AuthUser = {
      id: row.id,
      email: row.email,
      firstname: row.firstname,
      lastname: row.lastname,
      phone: row.phone,
      address: row.address,
      size: row.sizeCm,
      language: toLocale(row.language),
      status: row.status === 'inactive' ? 'inactive' : 'active',
      anonymousInRanking: row.anonymousInRanking,
      avatarUrl: avatarUrlOf(row),
      isAdmin: can(row, 'admin'),
      permission,
      company,
      pendingEmail: row.pendingEmail,
    };
    if (can(row, 'admin') && location) {
      user.currentStockLocation = location.current_location;
      user.currentStockLocationName = location.current_location_name;
    }
    return user;
  }

  async function toAuthUser(row: UserRow): Promise<AuthUser> {
    const company = row.companyId ? await deps.companies.authCompany(row.companyId) : null;
    return authUserOf(row, company, can(row, 'admin') ? await deps.stock.currentLocation(row.stockLocationId) : null);
  }

  // Every signed-in request passes here: one statement brings the session, the user, the company with its
  // condition and the admin's store (issue 9: a second round trip cost more than half the throughput on PostgreSQL).
  const sessionWithUser = sessionsRepository.prepareWithUser(db, (u) => ({
    company: deps.companies.authCompanyJson(u.companyId),
    locationName: deps.stock.locationNameSql(u.stockLocationId),
  }));
  const sessionStore: SessionStore = {
    async load(token) {
      const row = await sessionWithUser(hashToken(token), deps.clock.now());
      if (!row || row.user.status !== 'active') return null;
      const company = row.company ? deps.companies.toAuthCompany(row.company) : null;
      const location = deps.stock.currentLocationOf(row.user.stockLocationId, row.locationName);
      return { user: authUserOf(row.user, company, location), expiresAt: row.expiresAt };
    },
    extend: (token, expiresAt) => sessionsRepository.extend(db, hashToken(token), expiresAt),
  };

  return {
    toAuthUser,
    sessionStore,
    byEmail: (email: string) => usersRepository.byEmail(db, email),
    byId: (id: number) => usersRepository.byId(db, id),

    async startSession(userId: number, meta: { ip: string; userAgent?: string }): Promise<string> {
      const token = newToken();
      await sessionsRepository.insert(db, {
        id: hashToken(token),
        userId,
        expiresAt: new Date(deps.clock.now().getTime() + deps.sessionTtlSeconds * 1000),
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 300) ?? null,
      });
      return token;
    },
    endSession: (token: string) => sessionsRepository.remove(db, hashToken(token)),

    async emailCheck(email: string) {
      const company = await deps.companies.findByEmailDomain(email);
      return company
        ? { kind: 'professional' as const, companyName: company.name, selfRegistration: company.selfRegistration }
        : { kind: 'personal' as const, companyName: null, selfRegistration: true };
    },

    /** Seed §4: a company address joins its company after confirming its mailbox (then the quiz when one is required); any other is personal. */
    async register(input: RegisterRequest & { password: string }, actor: Actor) {
      const emailTaken = () => new AppError(409, 'email_taken', 'This e-mail already has an account');
      if (await usersRepository.byEmail(db, input.email)) throw emailTaken();
      const company = await deps.companies.findByEmailDomain(input.email);
      if (company && !company.selfRegistration) {
        throw new AppError(403, 'employer_forbids_signup', 'The employer does not allow sign-up');
      }
      const passwordHash = await hashPassword(input.password);
      // Decision 016: a company address joins its company only once its mailbox follows the link; until then
      // the account is inactive and has no company at all.
      return db
        .transaction(async (tx) => {
          const row = await usersRepository.insert(tx, {
            email: input.email,
            passwordHash,
            firstname: input.firstname,
            lastname: input.lastname,
            phone: input.phone ?? null,
            language: input.language ?? 'fr',
            companyId: null,
            pendingCompanyId: company?.id ?? null,
            status: company ? 'inactive' : 'active',
          });
          await recordAudit(tx, {
            actorId: actor.id ?? row.id,
            action: 'user.registered',
            entity: 'user',
            entityId: row.id,
            after: auditable(row),
            ip: actor.ip,
          });
          return row;
        })
        .catch((error: unknown) => {
          // Two sign-ups with one e-mail can both pass the check above; the unique index decides.
          throw isUniqueViolation(error) ? emailTaken() : error;
        });
    },

    async updateProfile(userId: number, input: UpdateProfileRequest, actor: Actor) {
      return db.transaction(async (tx) => {
        const before = await usersRepository.byId(tx, userId);
        const row = await usersRepository.update(tx, userId, {
          firstname: input.firstname,
          lastname: input.lastname,
          phone: input.phone,
          address: input.address,
          sizeCm: input.size,
          language: input.language,
          anonymousInRanking: input.anonymousInRanking,
        });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'user.profile_updated',
          entity: 'user',
          entityId: userId,
          before: before && auditable(before),
          after: auditable(row),
          ip: actor.ip,
        });
        return row;
      });
    },

    /** Changing the password signs out every other session of the user. */
    async changePassword(userId: number, currentPassword: string, password: string, actor: Actor): Promise<void> {
      const user = await usersRepository.byId(db, userId);
      if (!user || !(await verifyPassword(user.passwordHash, currentPassword))) throw invalid({ currentPassword: 'wrong_password' });
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await usersRepository.update(tx, userId, { passwordHash });
        await sessionsRepository.removeAllOfUser(tx, userId);
        await recordAudit(tx, { actorId: actor.id, action: 'user.password_changed', entity: 'user', entityId: userId, ip: actor.ip });
      });
    },

    async setAvatar(userId: number, data: Buffer, actor: Actor) {
      const type = sniffImageType(data);
      if (!type) throw new AppError(422, 'file_type_invalid', 'Only JPG or PNG images');
      const user = await usersRepository.byId(db, userId);
      const key = `avatars/${userId}-${crypto.randomBytes(8).toString('hex')}.${type === 'image/png' ? 'png' : 'jpg'}`;
      await deps.files.put(key, data);
      const row = await db.transaction(async (tx) => {
        const updated = await usersRepository.update(tx, userId, { avatarKey: key });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'user.avatar_changed',
          entity: 'user',
          entityId: userId,
          before: { avatarKey: user?.avatarKey },
          after: { avatarKey: key },
          ip: actor.ip,
        });
        return updated;
      });
      if (user?.avatarKey) await deps.files.remove(user.avatarKey);
      return row;
    },

    async removeAvatar(userId: number, actor: Actor) {
      const user = await usersRepository.byId(db, userId);
      const row = await db.transaction(async (tx) => {
        const updated = await usersRepository.update(tx, userId, { avatarKey: null });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'user.avatar_removed',
          entity: 'user',
          entityId: userId,
          before: { avatarKey: user?.avatarKey },
          ip: actor.ip,
        });
        return updated;
      });
      if (user?.avatarKey) await deps.files.remove(user.avatarKey);
      return row;
    },

    /** A user's avatar is visible to themselves, admins and people of the same company; otherwise it does not exist. */
    async avatarFor(viewer: AuthUser, userId: number) {
      const user = await usersRepository.byId(db, userId);
      const visible = user && inScope(scopeOf(viewer, { company: 'members' }), { companyId: user.companyId, userId: user.id });
      if (!user?.avatarKey || !visible) return null;
      const data = await deps.files.get(user.avatarKey);
      return data ? { data, type: sniffImageType(data) ?? 'application/octet-stream' } : null;
    },

    usersByStockLocation: (stockLocationId: number) => usersRepository.byStockLocation(db, stockLocationId),

    /** For other modules' lists and histories: id → { id, name, companyId }, in one query whatever the number of ids. */
    async namesByIds(ids: (number | null | undefined)[]) {
      const unique = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
      const rows = await usersRepository.namesByIds(db, unique);
      return new Map(rows.map((r) => [r.id, { id: r.id, name: `${r.firstname} ${r.lastname}`, companyId: r.companyId }]));
    },
    /** For the sales module: customers by id (name, e-mail, language, company, permissions), in one query. */
    async customersByIds(ids: (number | null | undefined)[]) {
      const unique = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
      const rows = await usersRepository.customersByIds(db, unique);
      return new Map(
        rows.map((r) => [
          r.id,
          {
            id: r.id,
            name: `${r.firstname} ${r.lastname}`,
            email: r.email,
            phone: r.phone,
            language: r.language,
            companyId: r.companyId,
            permissions: r.permissions,
          },
        ]),
      );
    },
    /** For the sharing module's calendar and payroll file: first and last name and e-mail apart, in one query. */
    async peopleByIds(ids: (number | null | undefined)[]) {
      const unique = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
      const rows = await usersRepository.customersByIds(db, unique);
      return new Map(
        rows.map((r) => [r.id, { id: r.id, firstname: r.firstname, lastname: r.lastname, email: r.email, payrollNumber: r.payrollNumber }]),
      );
    },
    /**
     * For the sales module's reminders: active people holding a permission, in these companies, or with
     * `companyIds` null the shop's own staff (no company). Name, e-mail and language, in one query.
     */
    async holding(permission: 'fleetManager' | 'order' | 'bikeMechanic' | 'admin', companyIds: number[] | null) {
      if (companyIds !== null && companyIds.length === 0) return [];
      const rows = await usersRepository.holding(db, permission, companyIds);
      return rows.map((r) => ({
        id: r.id,
        name: `${r.firstname} ${r.lastname}`,
        email: r.email,
        language: r.language,
        companyId: r.companyId,
      }));
    },
    usersByEmails: (emails: string[]) => usersRepository.byEmails(db, emails),
    /** For the billing module (decision 043): a company's users with a billing contact type, name, e-mail and type. */
    async billingContacts(companyId: number) {
      const rows = await usersRepository.billingContacts(db, companyId);
      return rows.map((r) => ({ name: `${r.firstname} ${r.lastname}`, email: r.email, copy: r.contactType === 'billing_copy' }));
    },

    /** CycleSoftware migration: creates a customer (no password: they set one through a link) or updates their contact data, in the caller's transaction. */
    /**
     * The person a web shop order's invoice is made out to (decision 082), in the payment's transaction: the account
     * with that address as it is (a visitor's typing never changes it), else a new contact without a password.
     */
    async customerForShopOrder(
      tx: Tx,
      input: { email: string; firstname: string; lastname: string; phone: string | null; language: string },
      actor: Actor,
    ) {
      const existing = await usersRepository.byEmail(tx, input.email);
      if (existing) return { id: existing.id };
      const row = await usersRepository.insert(tx, {
        ...input,
        address: null,
        companyId: null,
        passwordHash: null,
        contactType: 'contact',
      });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'user.created_by_shop_order',
        entity: 'user',
        entityId: row.id,
        after: auditable(row),
        ip: actor.ip,
      });
      return { id: row.id };
    },

    async importCustomer(
      tx: Tx,
      input: {
        email: string;
        firstname: string;
        lastname: string;
        phone: string | null;
        address: string | null;
        language: string;
        companyId: number | null;
      },
      actor: Actor,
    ) {
      const existing = await usersRepository.byEmail(tx, input.email);
      if (existing) {
        const row = await usersRepository.update(tx, existing.id, {
          firstname: input.firstname,
          lastname: input.lastname,
          phone: input.phone ?? existing.phone,
          address: input.address ?? existing.address,
          companyId: input.companyId ?? existing.companyId,
        });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'user.imported',
          entity: 'user',
          entityId: row.id,
          before: auditable(existing),
          after: auditable(row),
          ip: actor.ip,
        });
        return { id: row.id, created: false };
      }
      const row = await usersRepository.insert(tx, { ...input, passwordHash: null, contactType: 'contact' });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'user.imported',
        entity: 'user',
        entityId: row.id,
        after: auditable(row),
        ip: actor.ip,
      });
      return { id: row.id, created: true };
    },
  };
}
