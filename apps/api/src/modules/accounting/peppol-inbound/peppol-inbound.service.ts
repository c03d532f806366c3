import type { Clock, PeppolDelivery, PeppolDeliveryRow } from '@veloport/domain';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import type { PurchasesService } from '../purchases/purchases.service';
import { peppolInboundRepository as repo, type InboundRow } from './peppol-inbound.repository';
import { PeppolSignatureError, type PeppolInbox } from './peppol-inbox';

type Headers = Record<string, string | string[] | undefined>;

const deliveryOf = (row: InboundRow, replay: boolean): PeppolDelivery => ({
  documentId: row.documentId,
  outcome: row.outcome as PeppolDelivery['outcome'],
  purchaseId: row.purchaseId,
  errorCode: row.errorCode,
  replay,
});

/**
 * Supplier invoices delivered by the Peppol access point's webhook (decision 107): the signature checked by the inbox
 * adapter, then the very import of an upload (same reading, same refusals, 409 for a supplier's number already in),
 * with `peppol` as its source and no user. Each document id is handled once: its outcome is kept, and a replay
 * answers it again (200, `replay: true`) without touching anything.
 */
export function createPeppolInboundService({
  clock,
  db,
  inbox,
  purchases,
}: {
  clock: Clock;
  db: Db;
  inbox: PeppolInbox | null;
  purchases: PurchasesService;
}) {
  return {
    /** The last hundred deliveries, newest first (an admin's screen: what came in, what was refused and why). */
    async latest(): Promise<PeppolDeliveryRow[]> {
      const rows = await repo.latest(db, 100);
      return rows.map((r) => ({
        id: r.id,
        documentId: r.documentId,
        sender: r.sender,
        outcome: r.outcome as PeppolDeliveryRow['outcome'],
        errorCode: r.errorCode,
        purchaseId: r.purchaseId,
        receivedAt: r.receivedAt.toISOString(),
      }));
    },
    async deliver(rawBody: string, headers: Headers): Promise<{ status: 200 | 201; delivery: PeppolDelivery }> {
      if (!inbox) throw new AppError(409, 'not_configured', 'Peppol inbound is not configured (PEPPOL_INBOUND_SECRET)');
      let document;
      try {
        document = inbox.readDelivery(rawBody, headers, clock.now());
      } catch (error) {
        if (error instanceof PeppolSignatureError) throw new AppError(400, 'signature_invalid', error.message);
        throw error;
      }
      const before = await repo.byDocumentId(db, document.documentId);
      if (before) return { status: 200, delivery: deliveryOf(before, true) };

      const base = { documentId: document.documentId, sender: document.sender, adapter: inbox.name };
      let imported: InboundRow | undefined;
      try {
        await purchases.receive(document.ubl, {
          source: 'peppol',
          fileName: `peppol-${document.documentId}.xml`,
          actor: { id: null },
          audit: { peppolDocumentId: document.documentId, sender: document.sender },
          within: async (tx, purchase) => {
            imported = await repo.insert(tx, { ...base, outcome: 'imported', purchaseId: purchase.id });
          },
        });
      } catch (error) {
        if (!(error instanceof AppError) || (error.statusCode !== 409 && error.statusCode !== 422)) throw error;
        // Kept beside the document id, for the admin to read and so that a replay is answered the same.
        const errorCode = error.code === 'duplicate_purchase' ? error.code : (error.fields?.file ?? error.code);
        await repo.insertRefusal(db, { ...base, outcome: error.statusCode === 409 ? 'duplicate' : 'refused', errorCode });
        throw error;
      }
      return { status: 201, delivery: deliveryOf(imported!, false) };
    },
  };
}

export type PeppolInboundService = ReturnType<typeof createPeppolInboundService>;
