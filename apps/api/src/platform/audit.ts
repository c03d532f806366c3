import type { DbOrTx } from '../db/client';
import { auditLog } from './audit.table';

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
