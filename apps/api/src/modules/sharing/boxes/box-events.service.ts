import crypto from 'node:crypto';
import { type AuthUser, type BoxEvent, type BoxEventInput, type Clock, canAny, type Permission } from '@veloport/domain';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { forbidden, invalid, notFound, unauthenticated } from '../../../platform/errors';
import { pageOf } from '../../../platform/list';
import type { IdentityService } from '../../identity/identity.service';
import { boxesRepository } from './boxes.repository';
import type { BoxesService } from './boxes.service';

type Deps = { clock: Clock; db: Db; boxes: BoxesService; identity: IdentityService; webhookSecret: string | undefined };
export type BoxEventsService = ReturnType<typeof createBoxEventsService>;

const STAFF: Permission[] = ['admin', 'bikeMechanic', 'fleetManager'];

function sameSecret(given: string, expected: string) {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
}

/** Openings and closings of a box (decision 036): sent by the box's webhook with the shared secret, or recorded by staff. */
export function createBoxEventsService({ clock, db, boxes, identity, webhookSecret }: Deps) {
  async function views(rows: Awaited<ReturnType<typeof boxesRepository.events>>): Promise<BoxEvent[]> {
    const codes = await boxesRepository.codesByIds(
      db,
      rows.flatMap((e) => (e.codeId === null ? [] : [e.codeId])),
    );
    const held = await boxesRepository.reservationsByIds(
      db,
      codes.map((c) => c.reservationId),
    );
    const names = await identity.namesByIds([...rows.map((e) => e.actorId), ...held.map((r) => r.userId)]);
    const codeById = new Map(codes.map((c) => [c.id, c]));
    const reservationById = new Map(held.map((r) => [r.id, r]));
    return rows.map((e) => {
      const code = e.codeId === null ? undefined : codeById.get(e.codeId);
      const r = code ? reservationById.get(code.reservationId) : undefined;
      return {
        id: e.id,
        kind: e.kind as BoxEvent['kind'],
        at: e.at.toISOString(),
        slot: e.slot,
        source: e.source as BoxEvent['source'],
        by: e.actorId === null ? null : { id: e.actorId, name: names.get(e.actorId)?.name ?? '' },
        reservation: r ? { id: r.id, code: r.code, holder: names.get(r.userId)?.name ?? '' } : null,
      };
    });
  }

  return {
    async list(caller: AuthUser, boxId: number, page: { page: number; perPage: number }) {
      await boxes.visible(caller, boxId);
      const [rows, total] = await Promise.all([
        boxesRepository.events(db, boxId, page.perPage, (page.page - 1) * page.perPage),
        boxesRepository.eventCount(db, boxId),
      ]);
      return pageOf(await views(rows), total, page);
    },

    /**
     * The box's own report carries `X-Box-Secret` (BOX_WEBHOOK_SECRET; without it set, only staff may record); staff
     * sign in and must see the box. An unknown box answers 404 either way.
     */
    async record(caller: AuthUser | null, secret: string | undefined, boxId: number, input: BoxEventInput) {
      let source: 'device' | 'staff';
      if (secret !== undefined) {
        if (!webhookSecret || !sameSecret(secret, webhookSecret)) throw forbidden();
        source = 'device';
        if (!(await boxesRepository.byId(db, boxId, { kind: 'all' }))) throw notFound('No such box');
      } else {
        if (!caller) throw unauthenticated();
        if (!canAny(caller, STAFF)) throw forbidden();
        await boxes.visible(caller, boxId);
        source = 'staff';
      }
      const box = (await boxesRepository.byId(db, boxId, { kind: 'all' }))!;
      if (input.slot && input.slot > box.slotCount) throw invalid({ slot: 'too_big' });
      const at = input.at ? new Date(input.at) : clock.now();
      if (at.getTime() > clock.now().getTime() + 5 * 60_000) throw invalid({ at: 'invalid' });
      const code = input.code ? await boxesRepository.codeOpening(db, boxId, input.code, at) : undefined;
      const actorId = source === 'staff' ? caller!.id : null;
      const row = await db.transaction(async (tx) => {
        const made = await boxesRepository.insertEvent(tx, {
          boxId,
          kind: input.kind,
          at,
          slot: input.slot ?? code?.slot ?? null,
          source,
          actorId,
          codeId: code?.id ?? null,
        });
        await recordAudit(tx, {
          actorId,
          action: `box.${input.kind}`,
          entity: 'box',
          entityId: boxId,
          after: { eventId: made.id, source, slot: made.slot, codeId: made.codeId },
        });
        return made;
      });
      const [view] = await views([row]);
      return view!;
    },
  };
}
