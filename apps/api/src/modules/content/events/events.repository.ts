import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../platform/list';
import { scopeCondition, type TenantScope } from '../../../platform/tenancy';
import { cyclingEvents, eventGames, eventPoints, eventTeamMembers, eventTeams } from './events.table';

export type EventRow = typeof cyclingEvents.$inferSelect;
export type TeamRow = typeof eventTeams.$inferSelect;
export type GameRow = typeof eventGames.$inferSelect;
export type EventSort = 'date' | 'title' | 'createdAt';

export function eventWhere(scope: TenantScope, f: { q?: string; companyId?: number; upcoming?: boolean; today: string }): SQL | undefined {
  const q = f.q ? containsPattern(f.q) : null;
  return and(
    // Everyone's events (no company) are anyone's; a company's, its people's (decision 068).
    scope.kind === 'all' ? undefined : or(isNull(cyclingEvents.companyId), scopeCondition(scope, { company: cyclingEvents.companyId })),
    f.companyId ? eq(cyclingEvents.companyId, f.companyId) : undefined,
    f.upcoming ? gte(cyclingEvents.date, f.today) : undefined,
    q ? or(ilike(cyclingEvents.title, q), ilike(cyclingEvents.place, q), ilike(cyclingEvents.description, q)) : undefined,
  );
}

const SORTS = { date: cyclingEvents.date, title: cyclingEvents.title, createdAt: cyclingEvents.createdAt } as const;
const totalPoints = sql<number>`coalesce(sum(${eventPoints.points}), 0)`.mapWith(Number);

export const eventsRepository = {
  async byId(db: DbOrTx, id: number): Promise<EventRow | undefined> {
    const [row] = await db.select().from(cyclingEvents).where(eq(cyclingEvents.id, id));
    return row;
  },
  page(db: DbOrTx, where: SQL | undefined, sort: EventSort, order: 'asc' | 'desc', limit: number, offset: number) {
    const dir = order === 'asc' ? asc : desc;
    return db.select().from(cyclingEvents).where(where).orderBy(dir(SORTS[sort]), dir(cyclingEvents.id)).limit(limit).offset(offset);
  },
  async count(db: DbOrTx, where: SQL | undefined) {
    const [row] = await db.select({ n: count() }).from(cyclingEvents).where(where);
    return Number(row?.n ?? 0);
  },
  async insert(db: DbOrTx, values: typeof cyclingEvents.$inferInsert) {
    const [row] = await db.insert(cyclingEvents).values(values).returning();
    return row!;
  },
  async update(db: DbOrTx, id: number, values: Partial<typeof cyclingEvents.$inferInsert>) {
    const [row] = await db
      .update(cyclingEvents)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(cyclingEvents.id, id))
      .returning();
    return row;
  },
  remove: (db: DbOrTx, id: number) => db.delete(cyclingEvents).where(eq(cyclingEvents.id, id)),

  /** Teams per event, in one query for a page of events. */
  async teamCounts(db: DbOrTx, eventIds: number[]) {
    if (!eventIds.length) return new Map<number, number>();
    const rows = await db
      .select({ eventId: eventTeams.eventId, n: count() })
      .from(eventTeams)
      .where(inArray(eventTeams.eventId, eventIds))
      .groupBy(eventTeams.eventId);
    return new Map(rows.map((r) => [r.eventId, Number(r.n)]));
  },
  /** The caller's team in each event of a page. */
  async teamsOf(db: DbOrTx, userId: number, eventIds: number[]) {
    if (!eventIds.length) return new Map<number, number>();
    const rows = await db
      .select({ eventId: eventTeamMembers.eventId, teamId: eventTeamMembers.teamId })
      .from(eventTeamMembers)
      .where(and(eq(eventTeamMembers.userId, userId), inArray(eventTeamMembers.eventId, eventIds)));
    return new Map(rows.map((r) => [r.eventId, r.teamId]));
  },

  teams: (db: DbOrTx, eventId: number) =>
    db.select().from(eventTeams).where(eq(eventTeams.eventId, eventId)).orderBy(asc(eventTeams.name), asc(eventTeams.id)),
  async team(db: DbOrTx, eventId: number, teamId: number): Promise<TeamRow | undefined> {
    const [row] = await db
      .select()
      .from(eventTeams)
      .where(and(eq(eventTeams.id, teamId), eq(eventTeams.eventId, eventId)));
    return row;
  },
  async insertTeam(db: DbOrTx, values: typeof eventTeams.$inferInsert) {
    const [row] = await db.insert(eventTeams).values(values).returning();
    return row!;
  },
  async renameTeam(db: DbOrTx, teamId: number, name: string) {
    const [row] = await db.update(eventTeams).set({ name }).where(eq(eventTeams.id, teamId)).returning();
    return row!;
  },
  removeTeam: (db: DbOrTx, teamId: number) => db.delete(eventTeams).where(eq(eventTeams.id, teamId)),

  members: (db: DbOrTx, eventId: number) =>
    db.select().from(eventTeamMembers).where(eq(eventTeamMembers.eventId, eventId)).orderBy(asc(eventTeamMembers.joinedAt)),
  async membership(db: DbOrTx, eventId: number, userId: number) {
    const [row] = await db
      .select()
      .from(eventTeamMembers)
      .where(and(eq(eventTeamMembers.eventId, eventId), eq(eventTeamMembers.userId, userId)));
    return row;
  },
  /** Joins, or moves the person when `move` (an admin putting them in); the unique index keeps one team per event. */
  async putMember(db: DbOrTx, values: { eventId: number; teamId: number; userId: number }, move: boolean) {
    const insert = db.insert(eventTeamMembers).values(values);
    const done = move
      ? await insert
          .onConflictDoUpdate({
            target: [eventTeamMembers.eventId, eventTeamMembers.userId],
            set: { teamId: values.teamId, joinedAt: sql`now()` },
          })
          .returning()
      : await insert.onConflictDoNothing().returning();
    return done[0];
  },
  async removeMember(db: DbOrTx, eventId: number, teamId: number, userId: number) {
    const rows = await db
      .delete(eventTeamMembers)
      .where(and(eq(eventTeamMembers.eventId, eventId), eq(eventTeamMembers.teamId, teamId), eq(eventTeamMembers.userId, userId)))
      .returning();
    return rows[0];
  },

  games: (db: DbOrTx, eventId: number) =>
    db.select().from(eventGames).where(eq(eventGames.eventId, eventId)).orderBy(asc(eventGames.createdAt), asc(eventGames.id)),
  async game(db: DbOrTx, eventId: number, gameId: number): Promise<GameRow | undefined> {
    const [row] = await db
      .select()
      .from(eventGames)
      .where(and(eq(eventGames.id, gameId), eq(eventGames.eventId, eventId)));
    return row;
  },
  async insertGame(db: DbOrTx, values: typeof eventGames.$inferInsert) {
    const [row] = await db.insert(eventGames).values(values).returning();
    return row!;
  },
  async updateGame(db: DbOrTx, gameId: number, values: { kind: string; title: string }) {
    const [row] = await db.update(eventGames).set(values).where(eq(eventGames.id, gameId)).returning();
    return row!;
  },
  removeGame: (db: DbOrTx, gameId: number) => db.delete(eventGames).where(eq(eventGames.id, gameId)),

  /** Each (game, team)'s points in the event, in one query. */
  gameTotals: (db: DbOrTx, eventId: number) =>
    db
      .select({ gameId: eventPoints.gameId, teamId: eventPoints.teamId, points: totalPoints })
      .from(eventPoints)
      .innerJoin(eventGames, eq(eventGames.id, eventPoints.gameId))
      .where(eq(eventGames.eventId, eventId))
      .groupBy(eventPoints.gameId, eventPoints.teamId),
  /** Each team's points over all the event's games (teams without points count 0). */
  teamTotals: (db: DbOrTx, eventId: number) =>
    db
      .select({ teamId: eventTeams.id, name: eventTeams.name, points: totalPoints })
      .from(eventTeams)
      .leftJoin(eventPoints, eq(eventPoints.teamId, eventTeams.id))
      .where(eq(eventTeams.eventId, eventId))
      .groupBy(eventTeams.id, eventTeams.name),
  async insertPoints(db: DbOrTx, values: typeof eventPoints.$inferInsert) {
    const [row] = await db.insert(eventPoints).values(values).returning();
    return row!;
  },
  pointsOf: (db: DbOrTx, gameId: number) =>
    db
      .select({
        id: eventPoints.id,
        teamId: eventPoints.teamId,
        teamName: eventTeams.name,
        points: eventPoints.points,
        note: eventPoints.note,
        enteredById: eventPoints.enteredById,
        enteredAt: eventPoints.enteredAt,
      })
      .from(eventPoints)
      .innerJoin(eventTeams, eq(eventTeams.id, eventPoints.teamId))
      .where(eq(eventPoints.gameId, gameId))
      .orderBy(desc(eventPoints.enteredAt), desc(eventPoints.id)),
};
