import type { Contact, contactInputSchema, contactListQuerySchema } from '@veloport/domain';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { notFound } from '../../../platform/errors';
import { EXPORT_MAX_ROWS } from '../../../platform/export';
import { pageOf, pageWindow } from '../../../platform/list';
import type { TenantScope } from '../../../platform/tenancy';
import { iso, visibleCompany, type Actor } from '../companies.helpers';
import { contactsRepository, type ContactRow } from './contacts.repository';

type ContactInput = z.output<typeof contactInputSchema>;
type ContactQuery = z.output<typeof contactListQuerySchema> & { companyId?: number };

export type ContactsService = ReturnType<typeof createContactsService>;

function toContact(row: ContactRow, companyName: string): Contact {
  return {
    id: row.id,
    companyId: row.companyId,
    companyName,
    firstname: row.firstname,
    lastname: row.lastname,
    email: row.email,
    phone: row.phone,
    role: row.role,
    type: row.type as Contact['type'],
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** A company's contact people (not users: they do not sign in). Changes are filed in the company's history. */
export function createContactsService({ db }: { db: Db }) {
  async function visibleContact(scope: TenantScope, id: number) {
    const row = await contactsRepository.byId(db, id, scope);
    if (!row) throw notFound('No such contact');
    return row;
  }

  return {
    /** A company's contacts, or every visible contact when no company is given (admin: all of them). */
    async list(scope: TenantScope, query: ContactQuery) {
      if (query.companyId) await visibleCompany(db, scope, query.companyId);
      const { rows, total } = await contactsRepository.list(db, scope, query, pageWindow(query));
      return pageOf(
        rows.map((r) => toContact(r.contact, r.companyName)),
        total,
        query,
      );
    },

    /** The whole filtered list (no pages) for a download. */
    async listForExport(scope: TenantScope, query: Omit<ContactQuery, 'page' | 'perPage'>): Promise<Contact[]> {
      if (query.companyId) await visibleCompany(db, scope, query.companyId);
      const { rows } = await contactsRepository.list(db, scope, query, { limit: EXPORT_MAX_ROWS, offset: 0 });
      return rows.map((r) => toContact(r.contact, r.companyName));
    },

    async get(scope: TenantScope, id: number): Promise<Contact> {
      const row = await visibleContact(scope, id);
      return toContact(row.contact, row.companyName);
    },

    async create(scope: TenantScope, companyId: number, input: ContactInput, actor: Actor): Promise<Contact> {
      const company = await visibleCompany(db, scope, companyId);
      return db.transaction(async (tx) => {
        const contact = toContact(await contactsRepository.insert(tx, { companyId, ...input }), company.name);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'contact.created',
          entity: 'company',
          entityId: companyId,
          after: contact,
          ip: actor.ip,
        });
        return contact;
      });
    },

    async update(scope: TenantScope, id: number, input: ContactInput, actor: Actor): Promise<Contact> {
      const row = await visibleContact(scope, id);
      return db.transaction(async (tx) => {
        const before = toContact(row.contact, row.companyName);
        const after = toContact(await contactsRepository.update(tx, id, input), row.companyName);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'contact.updated',
          entity: 'company',
          entityId: row.contact.companyId,
          before,
          after,
          ip: actor.ip,
        });
        return after;
      });
    },

    async remove(scope: TenantScope, id: number, actor: Actor) {
      const row = await visibleContact(scope, id);
      await db.transaction(async (tx) => {
        await contactsRepository.remove(tx, id);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'contact.deleted',
          entity: 'company',
          entityId: row.contact.companyId,
          before: toContact(row.contact, row.companyName),
          ip: actor.ip,
        });
      });
    },
  };
}
