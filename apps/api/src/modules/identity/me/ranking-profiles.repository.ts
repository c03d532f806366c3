import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { users } from '../identity.table';

/** What the CO2 ranking shows of a rider (decision 093): the name, and whether they chose to be anonymous in it. */
export const rankingProfilesRepository = {
  async byIds(db: DbOrTx, ids: number[]) {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, anonymous: users.anonymousInRanking })
      .from(users)
      .where(inArray(users.id, ids));
    return rows.map((r) => ({ id: r.id, name: `${r.firstname} ${r.lastname}`.trim(), anonymous: r.anonymous }));
  },
};
