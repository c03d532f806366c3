import crypto from 'node:crypto';
import {
  addDays,
  brusselsToday,
  type Clock,
  type EntryLine,
  type HorusPaymentReason,
  type HorusStatus,
  isLocale,
  type Locale,
} from '@veloport/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, invalid } from '../../../platform/errors';
import type { Jobs } from '../../../platform/jobs';
import type { JournalsService } from '../journals/journals.service';
import { SoftwareAuthError, type AccountingSoftware, type SoftwareTokens } from './accounting-software';
import type { PurchasesService } from '../purchases/purchases.service';
import { horusRepository as repo } from './horus.repository';
import { pushAttachments, readBack, type BackDeps, type DocumentFilesPort, type ReadBackResult, type SoftwareSession } from './horus-back';

export const HORUS_SYNC_JOB = 'accounting.horus';
/** Nightly, after the journals are written (02:15): the last 40 days queued and pushed. */
const HORUS_SYNC_CRON = '45 2 * * *';
/** An entry the software refused this often stays failed until someone fixes the cause and syncs it again. */
export const MAX_SYNC_ATTEMPTS = 5;
/** A token this close to its end is refreshed before use. */
const TOKEN_MARGIN_MS = 60_000;

type Actor = { id: number | null; ip?: string | null };
type Deps = {
  clock: Clock;
  db: Db;
  jobs: Jobs;
  journals: JournalsService;
  purchases: PurchasesService;
  files: DocumentFilesPort;
  software: AccountingSoftware | null;
  publicUrl: string;
};

/**
 * The books pushed to the accountant's software (decision 107): a folder connected by OAuth 2, each journal entry
 * queued once per provider and sent by the job queue (pending → sent, or failed with the software's reason, retried).
 */
export function createHorusService({ clock, db, jobs, journals, purchases, files, software, publicUrl }: Deps) {
  const provider = () => {
    if (!software) throw new AppError(409, 'not_configured', 'Horus is not configured (HORUS_CLIENT_ID, HORUS_CLIENT_SECRET)');
    return software;
  };

  /** The connected folder with its tokens, refreshed a minute before their end or when refused (then tried once more). */
  async function session(software: AccountingSoftware): Promise<SoftwareSession | null> {
    const connection = await repo.connection(db, software.name);
    if (!connection?.accessToken || !connection.refreshToken) return null;
    let tokens: SoftwareTokens = {
      accessToken: connection.accessToken,
      refreshToken: connection.refreshToken,
      expiresAt: connection.expiresAt ?? new Date(0),
    };
    const refresh = async () => {
      tokens = await software.refresh(tokens.refreshToken, clock.now());
      await repo.saveTokens(db, software.name, tokens);
    };
    return {
      folderId: connection.folderId,
      readBackAt: connection.readBackAt,
      async call(fn) {
        if (tokens.expiresAt.getTime() - TOKEN_MARGIN_MS <= clock.now().getTime()) await refresh();
        try {
          return await fn(tokens.accessToken);
        } catch (error) {
          if (!(error instanceof SoftwareAuthError)) throw error;
          await refresh();
          return fn(tokens.accessToken);
        }
      },
    };
  }

  async function pushEntries(software: AccountingSoftware, s: SoftwareSession): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    // Each entry is tried once per run (walked in id order): what failed waits for the job's next attempt.
    let afterId = 0;
    for (;;) {
      const batch = await repo.due(db, software.name, MAX_SYNC_ATTEMPTS, afterId, 200);
      if (!batch.length) break;
      afterId = batch.at(-1)!.entry.id;
      for (const { entry, daybook } of batch) {
        const lines = (await repo.linesOf(db, entry.id)).map((l) => ({
          account: l.account,
          debitCents: l.debitCents,
          creditCents: l.creditCents,
          vatCode: l.vatCode,
          description: l.description,
        }));
        const payload = {
          entryId: entry.id,
          daybook,
          year: entry.year,
          number: entry.number,
          date: entry.date,
          reference: entry.reference,
          lines,
        };
        try {
          const result = await s.call((token) => software.pushEntry(token, s.folderId, payload));
          await repo.markSent(db, software.name, entry.id, result.externalId);
          sent++;
        } catch (error) {
          await repo.markFailed(db, software.name, entry.id, error instanceof Error ? error.message.slice(0, 500) : String(error));
          failed++;
        }
      }
    }
    return { sent, failed };
  }

  /**
   * Pushes what is due (entries, then their documents' files) and reads back what the accountant changed or paid;
   * throws when entries or files stay failed, so the job queue retries later (and shows it failed). A read-back that
   * fails (a folder whose API answers no history, Horus briefly down) is said in `readBackError`, not thrown: the
   * entries were sent, and a retry would only push nothing again; the admin's "Read back now" shows the reason.
   */
  async function push(): Promise<{
    sent: number;
    failed: number;
    attachments: { sent: number; failed: number };
    readBack: ReadBackResult | null;
    readBackError?: string;
  }> {
    const idle = { sent: 0, failed: 0, attachments: { sent: 0, failed: 0 }, readBack: null };
    if (!software) return idle;
    const s = await session(software);
    if (!s) return idle;
    const { sent, failed } = await pushEntries(software, s);
    const attachments = await pushAttachments(back(software), s, MAX_SYNC_ATTEMPTS);
    let read: ReadBackResult | null = null;
    let readBackError: string | undefined;
    try {
      read = await readBack(back(software), s, { id: null });
    } catch (error) {
      readBackError = error instanceof Error ? error.message : String(error);
    }
    if (failed || attachments.failed)
      throw new Error(
        `${failed} journal entries and ${attachments.failed} documents were not accepted by ${software.name}; ${sent} and ${attachments.sent} sent`,
      );
    return { sent, failed, attachments, readBack: read, ...(readBackError ? { readBackError } : {}) };
  }
  const back = (software: AccountingSoftware): BackDeps => ({ clock, db, software, files, journals, purchases });

  return {
    async status(): Promise<HorusStatus> {
      const name = software?.name ?? 'horus';
      const [connection, counts, failures, attachmentCounts, attachmentFailures, changes, payments] = await Promise.all([
        repo.connection(db, name),
        repo.counts(db, name),
        repo.failures(db, name, 50),
        repo.attachmentCounts(db, name),
        repo.attachmentFailures(db, name, 50),
        repo.changes(db, name, 50),
        repo.payments(db, name, 50),
      ]);
      const ours = new Map<number, EntryLine[]>();
      for (const c of changes) ours.set(c.entryId, (await repo.linesOf(db, c.entryId)).map(lineOf));
      return {
        configured: software !== null,
        connection:
          connection?.accessToken && connection.connectedAt
            ? { folderId: connection.folderId, connectedAt: connection.connectedAt.toISOString() }
            : null,
        counts,
        failures,
        attachments: {
          counts: attachmentCounts,
          failures: attachmentFailures.map((f) => ({ ...f, kind: f.kind as 'pdf' | 'ubl' })),
        },
        readBack: {
          at: connection?.readBackAt?.toISOString() ?? null,
          changes: changes.map((c) => ({
            entryId: c.entryId,
            date: c.date,
            reference: c.reference,
            changedAt: c.changedAt.toISOString(),
            ours: ours.get(c.entryId) ?? [],
            theirs: c.theirLines,
          })),
          payments: payments.map((p) => ({
            ...p,
            side: p.side as 'customer' | 'supplier',
            outcome: p.outcome as 'marked_paid' | 'to_check',
            reason: p.reason as HorusPaymentReason | null,
          })),
        },
      };
    },

    /**
     * Where to send the admin's browser to authorise the folder. The state ties the answer to this request, and starts
     * with the language of the screen it came from, to send the admin back to it.
     */
    async connect(folderId: string, actor: Actor, locale?: Locale): Promise<{ url: string }> {
      const software = provider();
      const state = `${locale ?? ''}.${crypto.randomBytes(24).toString('base64url')}`;
      await db.transaction(async (tx) => {
        await repo.startAuthorisation(tx, software.name, folderId, state);
        await recordAudit(tx, {
          actorId: actor.id,
          ip: actor.ip,
          action: 'accounting.connect',
          entity: 'accounting_connection',
          entityId: software.name,
          after: { folderId },
        });
      });
      return { url: software.authorizationUrl(state, folderId) };
    },

    /** The software sends the admin back with a code: exchanged for the folder's tokens. The settings screen's address. */
    async callback(query: { code?: string; state?: string; error?: string }, actor: Actor, userLanguage: Locale): Promise<string> {
      const software = provider();
      const connection = await repo.connection(db, software.name);
      if (!query.state || !connection?.state || connection.state !== query.state) throw invalid({ state: 'invalid' });
      const asked = query.state.split('.')[0];
      const language = isLocale(asked) ? asked : userLanguage;
      const back = (outcome: string) => `${publicUrl}/${language}/dashboard/horusApis/settings?horus=${outcome}`;
      if (query.error || !query.code) return back('refused');
      let tokens;
      try {
        tokens = await software.exchangeCode(query.code, clock.now());
      } catch (error) {
        if (error instanceof SoftwareAuthError) return back('refused');
        throw error;
      }
      await db.transaction(async (tx) => {
        await repo.saveTokens(tx, software.name, tokens, { byId: actor.id, at: clock.now() });
        await recordAudit(tx, {
          actorId: actor.id,
          ip: actor.ip,
          action: 'accounting.connected',
          entity: 'accounting_connection',
          entityId: software.name,
          after: { folderId: connection.folderId },
        });
      });
      return back('connected');
    },

    /** Queues the period's entries not queued yet (the journals built first) and starts the job; how many were new. */
    async sync(from: string, to: string): Promise<{ queued: number }> {
      const software = provider();
      const connection = await repo.connection(db, software.name);
      if (!connection?.accessToken) throw new AppError(409, 'not_connected', 'Connect a Horus folder first');
      await journals.allEntries(from, to);
      const queued = await repo.queuePeriod(db, software.name, from, to);
      await jobs.enqueue(db, HORUS_SYNC_JOB, { manual: true });
      return { queued };
    },

    push,

    /** The read-back asked by the admin (decision 117): what it found; 409 when no folder is connected. */
    async readBack(actor: Actor): Promise<ReadBackResult> {
      const software = provider();
      const s = await session(software);
      if (!s) throw new AppError(409, 'not_connected', 'Connect a Horus folder first');
      try {
        return await readBack(back(software), s, actor);
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw new AppError(
          502,
          'software_unavailable',
          `Horus could not be read: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    },

    /** The nightly run: the last 40 days' entries queued when a folder is connected, everything due pushed, then read back. */
    async nightly() {
      if (!software || !(await repo.connection(db, software.name))?.accessToken) return null;
      const today = brusselsToday(clock);
      await journals.allEntries(addDays(today, -40), today);
      await repo.queuePeriod(db, software.name, addDays(today, -40), today);
      return push();
    },
  };
}

export type HorusService = ReturnType<typeof createHorusService>;

const lineOf = (l: EntryLine): EntryLine => ({
  account: l.account,
  debitCents: l.debitCents,
  creditCents: l.creditCents,
  vatCode: l.vatCode ?? null,
  description: l.description,
});

export function defineHorusSync({ jobs, horus, log }: { jobs: Jobs; horus: HorusService; log: FastifyBaseLogger }) {
  jobs.define<{ manual?: boolean }>({
    name: HORUS_SYNC_JOB,
    cron: HORUS_SYNC_CRON,
    retryLimit: 4,
    retryDelaySeconds: 300,
    handler: async (data) => {
      const result = await (data.manual ? horus.push() : horus.nightly());
      if (result && 'readBackError' in result && result.readBackError)
        log.warn({ readBackError: result.readBackError }, 'entries pushed; reading back from the accountant’s software failed');
      log.info(result, 'entries pushed to the accountant’s software');
    },
  });
}
