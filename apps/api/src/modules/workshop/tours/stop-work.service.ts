import {
  STOP_PARTS_MAX,
  type AuthUser,
  type MaintenanceRequestDetail,
  type StopNoteInput,
  type StopPartInput,
  type StopStepInput,
  type StopWork,
  type TourDetail,
} from '@veloport/domain';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, invalid, notFound } from '../../../platform/errors';
import type { AccessoriesService } from '../../catalog/accessories.service';
import type { Actor, IdentityService } from '../../identity/identity.service';
import type { WorkshopJobsService } from '../jobs/workshop-jobs.service';
import type { WorkshopPartsService } from '../parts/parts.service';
import type { MaintenanceRequestsService } from '../requests/maintenance-requests.service';
import { stopWorkRepository as repo, type StopNoteRow } from './stop-work.repository';
import type { ToursService } from './tours.service';

export type StopWorkService = ReturnType<typeof createStopWorkService>;
type Deps = {
  db: Db;
  tours: ToursService;
  requests: MaintenanceRequestsService;
  jobs: WorkshopJobsService;
  accessories: AccessoriesService;
  parts: WorkshopPartsService;
  identity: IdentityService;
  stores: { locations(): Promise<Map<number, { id: number; name: string }>> };
};
type ActionKind = 'step' | 'part' | 'note' | 'photo';

/**
 * The mechanic's work at a stop (decision 034): steps through the requests module, parts through the job lines
 * (they leave the stock), photos on the request, notes here. Every action carries an id made on the phone: it is
 * claimed before the change and released if the change fails, so a replay after a lost answer applies nothing twice.
 */
export function createStopWorkService({ db, tours, requests, jobs, accessories, parts: workshopParts, identity, stores }: Deps) {
  const firstStore = async () => [...(await stores.locations()).keys()][0] ?? 0;

  function workOf(
    tourId: number,
    stopId: number,
    storeId: number,
    request: MaintenanceRequestDetail,
    parts: Awaited<ReturnType<WorkshopJobsService['lines']>>,
    notes: StopNoteRow[],
    names: Map<number, { id: number; name: string }>,
    contact: StopWork['contact'],
  ): StopWork {
    return {
      tourId,
      stopId,
      maintenanceRequestId: request.id,
      storeId,
      bike: { kind: request.bike.kind, id: request.bike.id, label: request.bike.label, frameNumber: request.bike.frameNumber },
      step: request.step,
      nextSteps: request.nextSteps,
      contact,
      parts: parts.lines
        .filter((l) => l.kind === 'part')
        .map((l) => ({ lineId: l.id, partId: l.partId, accessoryId: l.accessoryId, description: l.description, quantity: l.quantity })),
      notes: notes.map((n) => ({
        id: n.id,
        text: n.text,
        by: n.authorId === null ? null : (names.get(n.authorId) ?? null),
        at: n.createdAt.toISOString(),
      })),
      photos: request.photos.map((p) => ({ url: p.url })),
    };
  }

  /** The work at each stop of these tours (a day holds a handful of stops: a few reads per stop). */
  async function worksOf(viewer: AuthUser, list: TourDetail[]) {
    const stops = list.flatMap((tour) => tour.stops.map((stop) => ({ tour, stop })));
    const notes = await repo.notes(
      db,
      stops.map((s) => s.stop.id),
    );
    const [names, fallback] = await Promise.all([identity.namesByIds(notes.map((n) => n.authorId)), firstStore()]);
    return Promise.all(
      stops.map(async ({ tour, stop }) => {
        const [request, lines] = await Promise.all([
          requests.detail(viewer, stop.maintenanceRequestId),
          jobs.lines(viewer, stop.maintenanceRequestId),
        ]);
        return workOf(
          tour.id,
          stop.id,
          request.store?.id ?? fallback,
          request,
          lines,
          notes.filter((n) => n.stopId === stop.id),
          names,
          stop.contact,
        );
      }),
    );
  }

  /** The stop of a tour the caller works on: 404 when not theirs, 409 while the tour is a draft. */
  async function stopOf(viewer: AuthUser, tourId: number, stopId: number) {
    const tour = await tours.detail(viewer, tourId);
    const stop = tour.stops.find((s) => s.id === stopId);
    if (!stop) throw notFound();
    if (tour.status === 'draft') throw new AppError(409, 'invalid_transition', 'A draft tour is not worked through yet');
    return { tour, stop };
  }

  async function one(viewer: AuthUser, tourId: number, stopId: number) {
    const { tour, stop } = await stopOf(viewer, tourId, stopId);
    const [found] = await worksOf(viewer, [{ ...tour, stops: [stop] }]);
    return found!;
  }

  /** Runs `change` once per action id; a replay (or an id already used for this stop) answers the work as it is. */
  async function once(
    viewer: AuthUser,
    tourId: number,
    stopId: number,
    clientActionId: string,
    kind: ActionKind,
    actor: Actor,
    change: (requestId: number) => Promise<unknown>,
  ) {
    const { stop } = await stopOf(viewer, tourId, stopId);
    const seen = await repo.action(db, clientActionId);
    if (seen && seen.stopId !== stopId) throw invalid({ clientActionId: 'duplicate' });
    if (!seen && (await repo.claim(db, { clientActionId, stopId, kind, userId: actor.id }))) {
      try {
        await change(stop.maintenanceRequestId);
      } catch (error) {
        await repo.release(db, clientActionId, stopId);
        throw error;
      }
    }
    return one(viewer, tourId, stopId);
  }

  return {
    /**
     * The mechanic's day: the work at each stop of their confirmed tours, and the workshop parts (and accessories
     * that are also parts) their stores hold, for the picker to search offline (decision 102).
     */
    async myDay(viewer: AuthUser, date: string | undefined) {
      const day = await tours.mine(viewer, date);
      const stops = await worksOf(viewer, day.data);
      return {
        date: day.date,
        stops,
        parts: await workshopParts.choices(
          stops.map((w) => w.storeId),
          undefined,
          STOP_PARTS_MAX,
        ),
      };
    },

    one,

    /** A step ticked on the phone: the request moves forward (409 invalid_transition when not forward). */
    step: (viewer: AuthUser, tourId: number, stopId: number, input: StopStepInput, actor: Actor) =>
      once(viewer, tourId, stopId, input.clientActionId, 'step', actor, (requestId) =>
        requests.advance(viewer, requestId, input.step, actor),
      ),

    /**
     * A part used: a job line taken out of the store's stock (409 stock_insufficient). A workshop part is billed at
     * its catalogue price; an accessory that is also a part at the shop's selling price (discount included) net of
     * VAT; an accessory that is not a part is refused (422 not_a_part, decision 102).
     */
    part: (viewer: AuthUser, tourId: number, stopId: number, input: StopPartInput, actor: Actor) =>
      once(viewer, tourId, stopId, input.clientActionId, 'part', actor, async (requestId) => {
        if (input.partId !== null) {
          const part = await workshopParts.byId(input.partId);
          if (!part) throw invalid({ partId: 'unknown_part' });
          return jobs.addLine(
            viewer,
            requestId,
            {
              kind: 'part',
              partId: part.id,
              accessoryId: null,
              description: null,
              quantity: input.quantity,
              unitPriceCents: part.priceExclVatCents,
            },
            actor,
          );
        }
        const accessory = await accessories.get(input.accessoryId!).catch(() => null);
        if (!accessory) throw invalid({ accessoryId: 'unknown_accessory' });
        if (!(await workshopParts.isAccessoryPart(accessory.id))) throw invalid({ accessoryId: 'not_a_part' });
        const unitPriceCents = Math.round((accessory.publicPriceCents * 100) / (100 + accessory.vatRate));
        return jobs.addLine(
          viewer,
          requestId,
          { kind: 'part', partId: null, accessoryId: accessory.id, description: null, quantity: input.quantity, unitPriceCents },
          actor,
        );
      }),

    /** A note of the mechanic at the stop, recorded with who and when. */
    note: (viewer: AuthUser, tourId: number, stopId: number, input: StopNoteInput, actor: Actor) =>
      once(viewer, tourId, stopId, input.clientActionId, 'note', actor, () =>
        db.transaction(async (tx) => {
          const row = await repo.insertNote(tx, { stopId, text: input.text, authorId: actor.id });
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'tour.stop_note_added',
            entity: 'tour',
            entityId: tourId,
            after: row,
            ip: actor.ip,
          });
        }),
      ),

    /** A photo from the phone's camera, kept with the request's photos (JPG or PNG). */
    photo: (viewer: AuthUser, tourId: number, stopId: number, clientActionId: string, data: Buffer, actor: Actor) =>
      once(viewer, tourId, stopId, clientActionId, 'photo', actor, (requestId) => requests.addPhoto(viewer, requestId, data, actor)),
  };
}
