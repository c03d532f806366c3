import type { BoxAdapterKind } from '@veloport/domain';
import type { Db } from '../../../db/client';
import { boxAdapterLog } from './boxes.table';

/** The box as an adapter sees it: which device at which vendor. */
export type BoxDevice = { id: number; adapter: BoxAdapterKind; deviceId: string | null };
export type CodeToProgram = {
  codeId: number;
  code: string;
  validFrom: Date;
  validUntil: Date;
  slot: number | null;
  deviceRef: string | null;
};

/**
 * How a code reaches a physical box (decision 036). `program` adds or changes a code (with `deviceRef`, the vendor's
 * id from an earlier call, it changes that one) and answers the vendor's id; `revoke` removes it. Both may be called
 * again after a failure: the background job retries them.
 */
export type BoxAdapter = {
  program(box: BoxDevice, code: CodeToProgram): Promise<{ deviceRef: string }>;
  revoke(box: BoxDevice, code: { codeId: number; deviceRef: string | null }): Promise<void>;
};

/** The built-in box: it writes what it was asked into `box_adapter_log` (the demo and the tests read it there). */
export function createBuiltinBoxAdapter(db: Db): BoxAdapter {
  return {
    async program(box, code) {
      await db
        .insert(boxAdapterLog)
        .values({ boxId: box.id, action: 'program', codeId: code.codeId, validFrom: code.validFrom, validUntil: code.validUntil });
      return { deviceRef: `builtin-${code.codeId}` };
    },
    async revoke(box, code) {
      await db.insert(boxAdapterLog).values({ boxId: box.id, action: 'revoke', codeId: code.codeId });
    },
  };
}
