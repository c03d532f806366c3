import crypto from 'node:crypto';
import {
  boxCodeState,
  freshBoxCode,
  localizedName,
  type BoxAdapterKind,
  type ReservationBox,
  type Clock,
  type Locale,
} from '@veloport/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { sqlState } from '../../../platform/errors';
import type { Jobs } from '../../../platform/jobs';
import type { ReservationRow } from '../reservations.repository';
import type { BoxAdapter } from './box-adapter';
import { boxesRepository, type BoxCodeRow } from './boxes.repository';

type Actor = { id: number | null; ip?: string | null };
type Deps = { clock: Clock; db: Db; jobs: Jobs; adapterFor: (kind: BoxAdapterKind) => BoxAdapter; log: FastifyBaseLogger };
export type BoxCodesService = ReturnType<typeof createBoxCodesService>;

/** Sends one code's current state (programmed, changed or revoked) to its box; retried with backoff on failure. */
export const BOX_CODE_SYNC_JOB = 'box-codes.sync';
/** Wipes the digits of codes ended more than a day ago (03:20 Brussels, daily). */
export const BOX_CODE_PURGE_JOB = 'box-codes.purge';
const KEEP_DIGITS_MS = 86_400_000;
const randomInt = (max: number) => crypto.randomInt(max);

/**
 * One-time codes of reservations whose bike sits in a box (decision 036). Every change happens in the caller's
 * transaction and enqueues the box's update in it, so the code, the reservation and the job commit together.
 */
export function createBoxCodesService({ clock, db, jobs, adapterFor, log }: Deps) {
  /** A new code in a savepoint: drawn apart from the box's live codes; the exclusion constraint settles a race. */
  async function insertFresh(
    tx: DbOrTx,
    values: { boxId: number; reservationId: number; slot: number | null; validFrom: Date; validUntil: Date },
  ) {
    for (let attempt = 1; ; attempt++) {
      const taken = await boxesRepository.takenCodes(tx, values.boxId, values.validFrom, values.validUntil);
      const code = freshBoxCode(randomInt, taken);
      try {
        return await tx.transaction((sp) => boxesRepository.insertCode(sp, { ...values, code }));
      } catch (error) {
        if (sqlState(error) !== '23P01' || attempt >= 5) throw error;
      }
    }
  }

  async function issue(tx: DbOrTx, r: ReservationRow, place: { boxId: number; number: number }, actor: Actor) {
    const row = await insertFresh(tx, {
      boxId: place.boxId,
      reservationId: r.id,
      slot: place.number,
      validFrom: r.startAt,
      validUntil: r.endAt,
    });
    await jobs.enqueue(tx, BOX_CODE_SYNC_JOB, { codeId: row.id });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'box_code.issued',
      entity: 'box_code',
      entityId: row.id,
      after: { reservationId: r.id, boxId: place.boxId, slot: place.number, validFrom: row.validFrom, validUntil: row.validUntil },
      ip: actor.ip,
    });
    return row;
  }

  async function revoke(tx: DbOrTx, code: BoxCodeRow, actor: Actor, reason: string) {
    await boxesRepository.updateCode(tx, code.id, { revokedAt: clock.now(), code: null });
    await jobs.enqueue(tx, BOX_CODE_SYNC_JOB, { codeId: code.id });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'box_code.revoked',
      entity: 'box_code',
      entityId: code.id,
      after: { reservationId: code.reservationId, boxId: code.boxId, reason },
      ip: actor.ip,
    });
  }

  /** Where a bike sits now, if in a box. */
  async function placeOf(tx: DbOrTx, bikeId: number) {
    const [slot] = await boxesRepository.slotsOfBikes(tx, [bikeId]);
    return slot ? { boxId: slot.boxId, number: slot.number } : null;
  }

  async function sync(codeId: number) {
    const code = await boxesRepository.codeById(db, codeId);
    if (!code) return;
    const box = await boxesRepository.byId(db, code.boxId, { kind: 'all' });
    if (!box) return;
    const adapter = adapterFor(box.adapter as BoxAdapterKind);
    const device = { id: box.id, adapter: box.adapter as BoxAdapterKind, deviceId: box.deviceId };
    if (code.revokedAt || !code.code) {
      if (!code.programmedAt) return;
      await adapter.revoke(device, { codeId: code.id, deviceRef: code.deviceRef });
      await boxesRepository.updateCode(db, code.id, { programmedAt: null, programmedUntil: null });
      return;
    }
    if (code.programmedAt && code.programmedUntil?.getTime() === code.validUntil.getTime()) return;
    const { deviceRef } = await adapter.program(device, {
      codeId: code.id,
      code: code.code,
      validFrom: code.validFrom,
      validUntil: code.validUntil,
      slot: code.slot,
      deviceRef: code.deviceRef,
    });
    await boxesRepository.updateCode(db, code.id, { programmedAt: clock.now(), programmedUntil: code.validUntil, deviceRef });
  }

  return {
    defineJobs() {
      jobs.define<{ codeId: number }>({
        name: BOX_CODE_SYNC_JOB,
        retryLimit: 8,
        retryDelaySeconds: 30,
        handler: async ({ codeId }) => sync(codeId),
      });
      jobs.define<Record<string, never>>({
        name: BOX_CODE_PURGE_JOB,
        cron: '20 3 * * *',
        retryLimit: 2,
        handler: async () => {
          const wiped = await boxesRepository.wipeExpiredDigits(db, new Date(clock.now().getTime() - KEEP_DIGITS_MS));
          if (wiped.length) log.info({ count: wiped.length }, 'box code digits wiped');
        },
      });
    },

    /** Reservations' port (called in their transaction): a booking of a bike in a box gets a code. */
    async booked(tx: DbOrTx, r: ReservationRow, actor: Actor) {
      const place = await placeOf(tx, r.bikeId);
      if (place) await issue(tx, r, place, actor);
    },

    /** The end moved: the code's validity follows (new digits only if the old ones are taken in the added time). */
    async endChanged(tx: DbOrTx, r: ReservationRow, actor: Actor) {
      const code = await boxesRepository.liveCodeOf(tx, r.id);
      if (!code) return;
      try {
        await tx.transaction((sp) => boxesRepository.updateCode(sp, code.id, { validUntil: r.endAt }));
        await jobs.enqueue(tx, BOX_CODE_SYNC_JOB, { codeId: code.id });
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'box_code.validity_changed',
          entity: 'box_code',
          entityId: code.id,
          before: { validUntil: code.validUntil },
          after: { reservationId: r.id, validUntil: r.endAt },
          ip: actor.ip,
        });
      } catch (error) {
        if (sqlState(error) !== '23P01') throw error;
        await revoke(tx, code, actor, 'digits_taken');
        await issue(tx, r, { boxId: code.boxId, number: code.slot ?? 0 }, actor);
      }
    },

    async cancelled(tx: DbOrTx, r: ReservationRow, actor: Actor) {
      const code = await boxesRepository.liveCodeOf(tx, r.id);
      if (code) await revoke(tx, code, actor, 'reservation_cancelled');
    },

    /** A bike went into a slot: its reservations not yet over get a code for this box (an older one is revoked). */
    async bikePlaced(tx: DbOrTx, bikeId: number, place: { boxId: number; number: number }, actor: Actor) {
      const rows = await boxesRepository.liveReservationsOfBike(tx, bikeId, clock.now());
      const codes = new Map(
        (
          await boxesRepository.liveCodesOfReservations(
            tx,
            rows.map((r) => r.id),
          )
        ).map((c) => [c.reservationId, c]),
      );
      for (const r of rows) {
        const old = codes.get(r.id);
        if (old && old.boxId === place.boxId) {
          await boxesRepository.updateCode(tx, old.id, { slot: place.number });
          continue;
        }
        if (old) await revoke(tx, old, actor, 'bike_moved');
        await issue(tx, r, place, actor);
      }
    },

    /** A bike left its box: the codes of its reservations would open a box without it. */
    async bikeRemoved(tx: DbOrTx, bikeId: number, actor: Actor) {
      const rows = await boxesRepository.liveReservationsOfBike(tx, bikeId, clock.now());
      for (const code of await boxesRepository.liveCodesOfReservations(
        tx,
        rows.map((r) => r.id),
      ))
        await revoke(tx, code, actor, 'bike_removed');
    },

    /**
     * The box of each reservation and its code (digits only while it may still open), two queries; with a language,
     * the box's name as its reader reads it (decision 101).
     */
    async ofReservations(reservationIds: number[], language?: Locale, now = clock.now()): Promise<Map<number, ReservationBox>> {
      const codes = await boxesRepository.latestCodes(db, reservationIds);
      const boxIds = [...new Set(codes.map((c) => c.boxId))];
      const rows = await boxesRepository.byIds(db, boxIds);
      const boxById = new Map(rows.map((b) => [b.id, b]));
      const result = new Map<number, ReservationBox>();
      for (const c of codes) {
        const box = boxById.get(c.boxId);
        if (!box) continue;
        const state = boxCodeState(c, now);
        result.set(c.reservationId, {
          id: box.id,
          name: language ? localizedName(box.name, box.nameTranslations, language) : box.name,
          kind: box.kind as ReservationBox['kind'],
          slot: c.slot,
          code: state === 'active' || state === 'upcoming' ? c.code : null,
          validFrom: c.validFrom.toISOString(),
          validUntil: c.validUntil.toISOString(),
          state,
        });
      }
      return result;
    },

    /** Runs the box updates now (tests, and the demo seed's codes). */
    sync,
  };
}
