import {
  mayJoinEvent,
  rankTeams,
  type AuthUser,
  type CyclingEvent,
  type EventGame,
  type EventGameKind,
  type EventInput,
  type EventLeaderboard,
  type EventListQuery,
  type EventTeamList,
  type Clock,
} from '@veloport/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, forbidden, invalid, notFound } from '../../../platform/errors';
import { pageOf } from '../../../platform/list';
import type { CompaniesService } from '../../companies/companies.service';
import type { IdentityService } from '../../identity/identity.service';
import { eventsRepository as repo, eventWhere, type EventRow } from './events.repository';
import { inScope, scopeOf, type ScopeRule } from '../../../platform/tenancy';

export type EventsService = ReturnType<typeof createEventsService>;
type Actor = { id: number | null; ip?: string | null };
type Deps = { clock: Clock; db: Db; companies: CompaniesService; identity: IdentityService };

const iso = (d: Date) => d.toISOString();
/** A company's event is seen by all its people, not only its fleet manager (decision 057). */
export const EVENT_SCOPE: ScopeRule = { company: 'members' };
const alreadyInTeam = () => new AppError(409, 'conflict', 'You are already in a team of this event: leave it first');

/** Cycling events, their teams, games and leaderboard (issue 15, decision 057). */
export function createEventsService({ clock, db, companies, identity }: Deps) {
  /** The event if the caller may see it; another company's event is simply not found. */
  async function visible(user: AuthUser, id: number): Promise<EventRow> {
    const row = await repo.byId(db, id);
    if (!row || (row.companyId !== null && !inScope(scopeOf(user, EVENT_SCOPE), row))) throw notFound();
    return row;
  }

  /** Teams, members and points of an event are run by the admins, and by the fleet manager of the event's company. */
  async function managed(user: AuthUser, id: number): Promise<EventRow> {
    const row = await visible(user, id);
    if (!inScope(scopeOf(user), row)) throw forbidden();
    return row;
  }

  async function views(user: AuthUser, rows: EventRow[]): Promise<CyclingEvent[]> {
    const ids = rows.map((r) => r.id);
    const [names, counts, mine] = await Promise.all([
      companies.namesByIds(rows.map((r) => r.companyId)),
      repo.teamCounts(db, ids),
      repo.teamsOf(db, user.id, ids),
    ]);
    return rows.map((r) => ({
      id: r.id,
      title: r.title,
      date: r.date,
      place: r.place,
      description: r.description,
      company: r.companyId === null ? null : (names.get(r.companyId) ?? { id: r.companyId, name: `#${r.companyId}` }),
      teamCount: counts.get(r.id) ?? 0,
      myTeamId: mine.get(r.id) ?? null,
      createdAt: iso(r.createdAt),
      updatedAt: iso(r.updatedAt),
    }));
  }

  async function checkCompany(input: EventInput) {
    if (input.companyId !== null && !(await companies.exists(input.companyId))) throw invalid({ companyId: 'unknown_company' });
  }

  async function team(eventId: number, teamId: number) {
    const row = await repo.team(db, eventId, teamId);
    if (!row) throw notFound();
    return row;
  }

  const audit = (tx: DbOrTx, actor: Actor, action: string, eventId: number, before: unknown, after: unknown) =>
    recordAudit(tx, { actorId: actor.id, action, entity: 'cycling_event', entityId: eventId, before, after, ip: actor.ip });

  async function teams(user: AuthUser, id: number): Promise<EventTeamList> {
    await visible(user, id);
    const [rows, members] = await Promise.all([repo.teams(db, id), repo.members(db, id)]);
    const names = await identity.namesByIds(members.map((m) => m.userId));
    return {
      data: rows.map((t) => ({
        id: t.id,
        name: t.name,
        members: members.filter((m) => m.teamId === t.id).map((m) => ({ id: m.userId, name: names.get(m.userId)?.name ?? `#${m.userId}` })),
      })),
      myTeamId: members.find((m) => m.userId === user.id)?.teamId ?? null,
    };
  }

  async function games(user: AuthUser, id: number): Promise<{ data: EventGame[] }> {
    await visible(user, id);
    const [rows, totals] = await Promise.all([repo.games(db, id), repo.gameTotals(db, id)]);
    return {
      data: rows.map((g) => ({
        id: g.id,
        kind: g.kind as EventGameKind,
        title: g.title,
        totals: totals.filter((t) => t.gameId === g.id).map((t) => ({ teamId: t.teamId, points: t.points })),
        createdAt: iso(g.createdAt),
      })),
    };
  }

  async function detail(user: AuthUser, id: number) {
    return (await views(user, [await visible(user, id)]))[0]!;
  }

  async function points(user: AuthUser, id: number, gameId: number) {
    await visible(user, id);
    if (!(await repo.game(db, id, gameId))) throw notFound();
    const rows = await repo.pointsOf(db, gameId);
    const names = await identity.namesByIds(rows.map((r) => r.enteredById));
    return {
      data: rows.map((r) => ({
        id: r.id,
        team: { id: r.teamId, name: r.teamName },
        points: r.points,
        note: r.note,
        enteredBy: r.enteredById === null ? null : { id: r.enteredById, name: names.get(r.enteredById)?.name ?? `#${r.enteredById}` },
        enteredAt: iso(r.enteredAt),
      })),
    };
  }

  return {
    async list(user: AuthUser, query: EventListQuery) {
      const where = eventWhere(scopeOf(user, EVENT_SCOPE), { ...query, today: clock.today() });
      const [rows, total] = await Promise.all([
        repo.page(db, where, query.sort, query.order, query.perPage, (query.page - 1) * query.perPage),
        repo.count(db, where),
      ]);
      return pageOf(await views(user, rows), total, query);
    },
    detail,
    async create(user: AuthUser, input: EventInput, actor: Actor) {
      await checkCompany(input);
      const row = await db.transaction(async (tx) => {
        const made = await repo.insert(tx, { ...input, createdById: actor.id });
        await audit(tx, actor, 'event.created', made.id, null, made);
        return made;
      });
      return detail(user, row.id);
    },
    async update(user: AuthUser, id: number, input: EventInput, actor: Actor) {
      const before = await visible(user, id);
      await checkCompany(input);
      await db.transaction(async (tx) => {
        const after = await repo.update(tx, id, input);
        await audit(tx, actor, 'event.updated', id, before, after);
      });
      return detail(user, id);
    },
    async remove(user: AuthUser, id: number, actor: Actor) {
      const before = await visible(user, id);
      await db.transaction(async (tx) => {
        await repo.remove(tx, id);
        await audit(tx, actor, 'event.deleted', id, before, null);
      });
    },

    teams,
    async createTeam(user: AuthUser, id: number, name: string, actor: Actor) {
      await managed(user, id);
      await db.transaction(async (tx) => {
        const made = await repo.insertTeam(tx, { eventId: id, name });
        await audit(tx, actor, 'event.team_created', id, null, made);
      });
      return teams(user, id);
    },
    async renameTeam(user: AuthUser, id: number, teamId: number, name: string, actor: Actor) {
      await managed(user, id);
      const before = await team(id, teamId);
      await db.transaction(async (tx) => audit(tx, actor, 'event.team_renamed', id, before, await repo.renameTeam(tx, teamId, name)));
      return teams(user, id);
    },
    async removeTeam(user: AuthUser, id: number, teamId: number, actor: Actor) {
      await managed(user, id);
      const before = await team(id, teamId);
      await db.transaction(async (tx) => {
        await repo.removeTeam(tx, teamId);
        await audit(tx, actor, 'event.team_deleted', id, before, null);
      });
      return teams(user, id);
    },
    /** The caller joins a team; already in one of this event → 409 conflict (they leave it first). */
    async join(user: AuthUser, id: number, teamId: number, actor: Actor) {
      const event = await visible(user, id);
      await team(id, teamId);
      if (!mayJoinEvent(event, { companyId: user.company?.id ?? null })) throw forbidden();
      await db.transaction(async (tx) => {
        const joined = await repo.putMember(tx, { eventId: id, teamId, userId: user.id }, false);
        if (!joined) throw alreadyInTeam();
        await audit(tx, actor, 'event.team_joined', id, null, joined);
      });
      return teams(user, id);
    },
    async leave(user: AuthUser, id: number, teamId: number, actor: Actor) {
      await visible(user, id);
      await team(id, teamId);
      await db.transaction(async (tx) => {
        const left = await repo.removeMember(tx, id, teamId, user.id);
        if (!left) throw notFound();
        await audit(tx, actor, 'event.team_left', id, left, null);
      });
      return teams(user, id);
    },
    /** An admin or the company's fleet manager puts a person in a team, moving them from their team of the event if any. */
    async putMember(user: AuthUser, id: number, teamId: number, userId: number, actor: Actor) {
      const event = await managed(user, id);
      await team(id, teamId);
      const person = (await identity.namesByIds([userId])).get(userId);
      if (!person) throw invalid({ userId: 'unknown' });
      if (!mayJoinEvent(event, person)) throw invalid({ userId: 'user_not_in_company' });
      await db.transaction(async (tx) => {
        const before = await repo.membership(tx, id, userId);
        const after = await repo.putMember(tx, { eventId: id, teamId, userId }, true);
        await audit(tx, actor, 'event.member_put', id, before ?? null, after);
      });
      return teams(user, id);
    },
    async removeMember(user: AuthUser, id: number, teamId: number, userId: number, actor: Actor) {
      await managed(user, id);
      await team(id, teamId);
      await db.transaction(async (tx) => {
        const removed = await repo.removeMember(tx, id, teamId, userId);
        if (!removed) throw notFound();
        await audit(tx, actor, 'event.member_removed', id, removed, null);
      });
      return teams(user, id);
    },

    games,
    async createGame(user: AuthUser, id: number, input: { kind: EventGameKind; title: string }, actor: Actor) {
      await visible(user, id);
      const made = await db.transaction(async (tx) => {
        const row = await repo.insertGame(tx, { eventId: id, ...input });
        await audit(tx, actor, 'event.game_created', id, null, row);
        return row;
      });
      return (await games(user, id)).data.find((g) => g.id === made.id)!;
    },
    async updateGame(user: AuthUser, id: number, gameId: number, input: { kind: EventGameKind; title: string }, actor: Actor) {
      await visible(user, id);
      const before = await repo.game(db, id, gameId);
      if (!before) throw notFound();
      await db.transaction(async (tx) => audit(tx, actor, 'event.game_updated', id, before, await repo.updateGame(tx, gameId, input)));
      return (await games(user, id)).data.find((g) => g.id === gameId)!;
    },
    async removeGame(user: AuthUser, id: number, gameId: number, actor: Actor) {
      await visible(user, id);
      const before = await repo.game(db, id, gameId);
      if (!before) throw notFound();
      await db.transaction(async (tx) => {
        await repo.removeGame(tx, gameId);
        await audit(tx, actor, 'event.game_deleted', id, before, null);
      });
    },
    points,
    /** One dated entry of points for a team in a game (admin, or the fleet manager of the event's company). */
    async addPoints(
      user: AuthUser,
      id: number,
      gameId: number,
      input: { teamId: number; points: number; note: string | null },
      actor: Actor,
    ) {
      await managed(user, id);
      if (!(await repo.game(db, id, gameId))) throw notFound();
      if (!(await repo.team(db, id, input.teamId))) throw invalid({ teamId: 'unknown' });
      await db.transaction(async (tx) => {
        const row = await repo.insertPoints(tx, { gameId, ...input, enteredById: actor.id });
        await audit(tx, actor, 'event.points_entered', id, null, row);
      });
      return (await points(user, id, gameId)).data[0]!;
    },

    /** An event's teams and who is in each, for the CO2 ranking of teams (decision 093); another company's event is 404. */
    async teamsWithMembers(user: AuthUser, id: number) {
      await visible(user, id);
      const [teams, members] = await Promise.all([repo.teamTotals(db, id), repo.members(db, id)]);
      return {
        teams: teams.map((t) => ({ teamId: t.teamId, name: t.name })),
        members: members.map((m) => ({ teamId: m.teamId, userId: m.userId })),
        myTeamId: members.find((m) => m.userId === user.id)?.teamId ?? null,
      };
    },

    async leaderboard(user: AuthUser, id: number): Promise<EventLeaderboard> {
      await visible(user, id);
      const [totals, members] = await Promise.all([repo.teamTotals(db, id), repo.members(db, id)]);
      return {
        eventId: id,
        data: rankTeams(totals).map((t) => ({
          rank: t.rank,
          teamId: t.teamId,
          name: t.name,
          points: t.points,
          memberCount: members.filter((m) => m.teamId === t.teamId).length,
        })),
        myTeamId: members.find((m) => m.userId === user.id)?.teamId ?? null,
        at: clock.now().toISOString(),
      };
    },
  };
}
