import { eq, sql } from 'drizzle-orm';
import type { DepreciationSettings } from '@veloport/domain';
import type { DbOrTx } from '../../../db/client';
import { depreciationSettings } from './depreciation-settings.table';

/** The asset classes' periods, one row (decision 106). */
export const depreciationSettingsRepository = {
  async get(db: DbOrTx): Promise<DepreciationSettings | null> {
    const [row] = await db.select().from(depreciationSettings).where(eq(depreciationSettings.id, 1));
    return (row?.settings as DepreciationSettings | undefined) ?? null;
  },
  async save(db: DbOrTx, settings: DepreciationSettings) {
    await db
      .insert(depreciationSettings)
      .values({ id: 1, settings })
      .onConflictDoUpdate({ target: depreciationSettings.id, set: { settings, updatedAt: sql`now()` } });
  },
};
