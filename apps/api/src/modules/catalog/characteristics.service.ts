import type { Characteristic, CharacteristicInput } from '@veloport/domain';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { AppError, invalid, notFound } from '../../platform/errors';
import type { Actor } from '../identity/identity.service';
import { characteristicsRepository, type CharacteristicRow } from './characteristics.repository';

export type CharacteristicsService = ReturnType<typeof createCharacteristicsService>;

const toCharacteristic = (row: CharacteristicRow): Characteristic => ({
  id: row.id,
  name: row.name,
  unit: row.unit,
  type: row.type as Characteristic['type'],
  position: row.position,
});

export function createCharacteristicsService({ db }: { db: Db }) {
  return {
    list: async () => (await characteristicsRepository.all(db)).map(toCharacteristic),
    allRows: () => characteristicsRepository.all(db),

    async create(input: CharacteristicInput, actor: Actor) {
      return db.transaction(async (tx) => {
        const row = await characteristicsRepository.insert(tx, input);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'characteristic.created',
          entity: 'characteristic',
          entityId: row.id,
          after: row,
          ip: actor.ip,
        });
        return toCharacteristic(row);
      });
    },

    /** The type cannot change once models hold values of it: their values would no longer fit. */
    async update(id: number, input: CharacteristicInput, actor: Actor) {
      return db.transaction(async (tx) => {
        const before = await characteristicsRepository.byId(tx, id);
        if (!before) throw notFound();
        if (before.type !== input.type && (await characteristicsRepository.usedBy(tx, id)) > 0)
          throw invalid({ type: 'characteristic_in_use' });
        const row = await characteristicsRepository.update(tx, id, input);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'characteristic.updated',
          entity: 'characteristic',
          entityId: id,
          before,
          after: row,
          ip: actor.ip,
        });
        return toCharacteristic(row!);
      });
    },

    async remove(id: number, actor: Actor) {
      await db.transaction(async (tx) => {
        const before = await characteristicsRepository.byId(tx, id);
        if (!before) throw notFound();
        if ((await characteristicsRepository.usedBy(tx, id)) > 0)
          throw new AppError(409, 'characteristic_in_use', 'Models still have a value for this characteristic');
        await characteristicsRepository.remove(tx, id);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'characteristic.deleted',
          entity: 'characteristic',
          entityId: id,
          before,
          ip: actor.ip,
        });
      });
    },
  };
}
