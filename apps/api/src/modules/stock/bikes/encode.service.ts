import { isValidFrameNumber, normalizeFrameNumber, type EncodeRequest } from '@veloport/domain';
import { isUniqueViolation, type Db, type Tx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { invalid, type FieldCode } from '../../../platform/errors';
import type { BikeModelsService } from '../../catalog/bike-models.service';
import type { Actor } from '../../identity/identity.service';
import { bikesRepository } from './bikes.repository';
import type { StockService } from '../stock.service';

export type EncodeService = ReturnType<typeof createEncodeService>;

/** Stock encode: a delivery typed or scanned frame number after frame number, all or nothing. */
export function createEncodeService({ db, models, locations }: { db: Db; models: BikeModelsService; locations: StockService }) {
  async function problemsOf(frames: string[]): Promise<Record<string, FieldCode>> {
    const problems: Record<string, FieldCode> = {};
    const seen = new Set<string>();
    frames.forEach((raw, i) => {
      const frame = normalizeFrameNumber(raw);
      if (raw.trim() === '') problems[`frameNumbers.${i}`] = 'required';
      else if (!isValidFrameNumber(raw)) problems[`frameNumbers.${i}`] = 'invalid';
      else if (seen.has(frame)) problems[`frameNumbers.${i}`] = 'frame_number_duplicate';
      seen.add(frame);
    });
    const taken = await bikesRepository.takenFrames(db, [...seen]);
    frames.forEach((raw, i) => {
      if (!problems[`frameNumbers.${i}`] && taken.has(normalizeFrameNumber(raw))) problems[`frameNumbers.${i}`] = 'frame_number_taken';
    });
    return problems;
  }

  /** Writes the bikes, their first event and audit rows in the caller's transaction; the frames are already checked. */
  async function insertEncoded(tx: Tx, input: EncodeRequest, actor: Actor) {
    const created = await bikesRepository.insertMany(
      tx,
      input.frameNumbers.map((f) => ({
        modelId: input.modelId,
        frameNumber: normalizeFrameNumber(f),
        stockLocationId: input.locationId,
        contractKind: 'stock',
        size: input.size,
        color: input.color,
        purchaseDate: input.purchaseDate,
      })),
    );
    await bikesRepository.addEvents(
      tx,
      created.map((b) => ({
        bikeId: b.id,
        kind: 'created' as const,
        details: { modelId: b.modelId, locationId: b.stockLocationId, contractKind: 'stock', encoded: true },
        actorId: actor.id,
      })),
    );
    for (const b of created)
      await recordAudit(tx, { actorId: actor.id, action: 'bike.encoded', entity: 'bike', entityId: b.id, after: b, ip: actor.ip });
    return created;
  }

  return {
    /** Each refused frame number as `frameNumbers.N` → invalid, frame_number_duplicate or frame_number_taken. */
    frameProblems: problemsOf,

    /**
     * Encodes checked frame numbers inside another module's transaction (a grouped order's delivery): the caller
     * checks them with frameProblems first, and a unique violation here rolls back the whole delivery.
     */
    encodeWithin: insertEncoded,

    /** On-the-spot feedback while scanning: is this frame number well formed and still free? */
    async check(frameNumber: string) {
      const normalized = normalizeFrameNumber(frameNumber);
      const valid = isValidFrameNumber(frameNumber);
      const existing = valid ? await bikesRepository.byFrame(db, normalized) : undefined;
      return { frameNumber: normalized, valid, available: valid && !existing, bikeId: existing?.id ?? null };
    },

    async encode(input: EncodeRequest, actor: Actor) {
      const problems: Record<string, FieldCode> = {};
      if (!(await models.exists(input.modelId))) problems.modelId = 'unknown_model';
      if (!(await locations.locations()).has(input.locationId)) problems.locationId = 'unknown_location';
      Object.assign(problems, await problemsOf(input.frameNumbers));
      if (Object.keys(problems).length) throw invalid(problems);
      const rows = await db
        .transaction(async (tx) => insertEncoded(tx, input, actor))
        .catch(async (error: unknown) => {
          // Someone encoded one of these frame numbers meanwhile: say which, as the checks above would have.
          if (isUniqueViolation(error)) throw invalid(await problemsOf(input.frameNumbers));
          throw error;
        });
      return { created: rows.map((r) => ({ id: r.id, frameNumber: r.frameNumber })) };
    },
  };
}
