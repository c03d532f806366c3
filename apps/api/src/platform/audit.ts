import { and, count, desc, eq } from 'drizzle-orm';
import { changedFields, type HistoryEntry } from '@veloport/domain';
import type { DbOrTx } from '../db/client';
import { auditLog } from './audit.table';
import { pageOf, pageWindow, type Page } from './list';

export type AuditEntry = {
  actorId: number | null;
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
};

/** Records one state change; call it inside the transaction that makes the change. */
export async function recordAudit(db: DbOrTx, e: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: e.actorId,
    action: e.action,
    entity: e.entity,
    entityId: String(e.entityId),
    before: e.before ?? null,
    after: e.after ?? null,
    ip: e.ip ?? null,
  });
}

/** Records many state changes in one statement (a leasing run's bills); same rows as `recordAudit`. */
export async function recordAudits(db: DbOrTx, entries: AuditEntry[]): Promise<void> {
  if (!entries.length) return;
  await db.insert(auditLog).values(
    entries.map((e) => ({
      actorId: e.actorId,
      action: e.action,
      entity: e.entity,
      entityId: String(e.entityId),
      before: e.before ?? null,
      after: e.after ?? null,
      ip: e.ip ?? null,
    })),
  );
}

/** Display names of users by id, in one query; the identity module provides it (the platform imports no module). */
export type UserNames = (ids: number[]) => Promise<Map<number, string>>;

/**
 * A record's history tab, newest first: who (by name), when, what, and the record before and after.
 * Three queries whatever the page size: the rows, their count, and the actors' names.
 */
export async function readHistory(
  db: DbOrTx,
  names: UserNames,
  record: { entity: string; entityId: string | number },
  query: { page: number; perPage: number },
): Promise<Page<HistoryEntry>> {
  const where = and(eq(auditLog.entity, record.entity), eq(auditLog.entityId, String(record.entityId)));
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db.select().from(auditLog).where(where).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const actorIds = [...new Set(rows.map((r) => r.actorId).filter((id): id is number => id !== null))];
  const actorNames = actorIds.length ? await names(actorIds) : new Map<number, string>();
  const data = rows.map((r) => ({
    id: r.id,
    at: new Date(r.at).toISOString(),
    action: r.action,
    actor: r.actorId === null ? null : { id: r.actorId, name: actorNames.get(r.actorId) ?? `#${r.actorId}` },
    before: r.before ?? null,
    after: r.after ?? null,
    changes: changedFields(r.before, r.after),
  }));
  return pageOf(data, Number(total?.n ?? 0), query);
}

/** The signed-in caller and their address, as the audit log records them. */
export const auditActor = (request: { user: { id: number } | null; ip: string }) => ({ id: request.user?.id ?? null, ip: request.ip });
