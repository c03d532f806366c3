import { describe, expect, it } from 'vitest';
import { useDemoApp } from '../../../test/demo-app';
import { auditOf, type SignedClient } from '../../../test/fixtures';

const t = useDemoApp();
const admin = t.signedIn('admin');
const fleetAcme = t.signedIn('fleetAcme');
const fleetGlobex = t.signedIn('fleetGlobex');
const employee = t.signedIn('employee');
const ids = t.companyIds();
const globexEmployee = t.signedIn('globexEmployee');
const paula = t.signedIn('privateCustomer');

const eventBody = (over: Record<string, unknown> = {}) => ({
  title: 'Vélotaf de printemps',
  date: '2026-04-15',
  place: 'Liège',
  description: 'Chaque km compte',
  ...over,
});

async function makeEvent(over: Record<string, unknown> = {}) {
  const res = await admin.post('/api/events', eventBody(over));
  expect(res.status).toBe(201);
  return res.body as { id: number };
}
async function makeTeam(eventId: number, name: string) {
  const res = await admin.post(`/api/events/${eventId}/teams`, { name });
  expect(res.status).toBe(201);
  return (res.body.data as { id: number; name: string }[]).find((x) => x.name === name)!.id;
}

describe('events: who creates and who sees', () => {
  it('lets only an admin create, change and delete events; others get 403, anonymous 401', async () => {
    expect((await employee.post('/api/events', eventBody())).status).toBe(403);
    expect((await fleetAcme.post('/api/events', eventBody({ companyId: ids.Acme }))).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/events' })).statusCode).toBe(401);
    const event = await makeEvent({ companyId: ids.Acme });
    expect((await fleetAcme.put(`/api/events/${event.id}`, eventBody({ title: 'Hack' }))).status).toBe(403);
    const changed = await admin.put(`/api/events/${event.id}`, eventBody({ title: 'Vélotaf d’été', companyId: ids.Acme }));
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ title: 'Vélotaf d’été', company: { id: ids.Acme, name: 'Acme' } });
    expect((await auditOf(t.db, 'cycling_event', event.id)).map((a) => a.action)).toEqual(['event.updated', 'event.created']);
    expect((await employee.delete(`/api/events/${event.id}`)).status).toBe(403);
    expect((await admin.delete(`/api/events/${event.id}`)).status).toBe(204);
    expect((await admin.get(`/api/events/${event.id}`)).status).toBe(404);
  });

  it('refuses bad input with 422 and stores markup as plain text', async () => {
    const bad = await admin.post('/api/events', { title: '', date: '15/04/2026', place: 'x' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.error.fields)).toEqual(expect.arrayContaining(['title', 'date']));
    expect((await admin.post('/api/events', eventBody({ companyId: 999999 }))).body.error.fields).toEqual({ companyId: 'unknown_company' });
    const script = await makeEvent({ title: '<script>alert(1)</script>', description: '<img src=x onerror=alert(1)>' });
    const read = await admin.get(`/api/events/${script.id}`);
    expect(read.body.title).toBe('<script>alert(1)</script>');
    expect(read.headers['content-type']).toMatch(/application\/json/);
  });

  it("shows a company's event to its people only: another company's is 404 and absent from the list", async () => {
    const acmeOnly = await makeEvent({ title: 'Acme seulement', companyId: ids.Acme });
    const forAll = await makeEvent({ title: 'Pour tous' });
    expect((await employee.get(`/api/events/${acmeOnly.id}`)).status).toBe(200);
    expect((await globexEmployee.get(`/api/events/${acmeOnly.id}`)).status).toBe(404);
    expect((await fleetGlobex.get(`/api/events/${acmeOnly.id}/leaderboard`)).status).toBe(404);
    expect((await paula.get(`/api/events/${acmeOnly.id}/teams`)).status).toBe(404);
    const globexList = (await globexEmployee.get('/api/events?perPage=100')).body.data.map((e: { id: number }) => e.id);
    expect(globexList).toContain(forAll.id);
    expect(globexList).not.toContain(acmeOnly.id);
    expect((await paula.get(`/api/events/${forAll.id}`)).status).toBe(200);
    const found = await employee.get('/api/events?q=Acme%20seulement');
    expect(found.body.data.map((e: { id: number }) => e.id)).toEqual([acmeOnly.id]);
  });
});

describe('teams: one team per person per event', () => {
  it('lets an employee join and leave; a second team is 409 until they leave', async () => {
    const event = await makeEvent({ companyId: ids.Acme });
    const red = await makeTeam(event.id, 'Rouges');
    const blue = await makeTeam(event.id, 'Bleus');
    const joined = await employee.post(`/api/events/${event.id}/teams/${red}/join`);
    expect(joined.status).toBe(200);
    expect(joined.body.myTeamId).toBe(red);
    expect(joined.body.data.find((x: { id: number }) => x.id === red).members).toEqual([{ id: employee.user.id, name: 'Emile Employé' }]);
    const twice = await employee.post(`/api/events/${event.id}/teams/${blue}/join`);
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('conflict');
    expect((await employee.post(`/api/events/${event.id}/teams/${red}/leave`)).body.myTeamId).toBeNull();
    expect((await employee.post(`/api/events/${event.id}/teams/${blue}/join`)).body.myTeamId).toBe(blue);
    expect((await auditOf(t.db, 'cycling_event', event.id)).map((a) => a.action).slice(0, 3)).toEqual([
      'event.team_joined',
      'event.team_left',
      'event.team_joined',
    ]);
  });

  it('lets an admin or the company fleet manager put people in (moving them), but not another company', async () => {
    const event = await makeEvent({ companyId: ids.Acme });
    const red = await makeTeam(event.id, 'Rouges');
    const blue = await makeTeam(event.id, 'Bleus');
    expect((await fleetAcme.post(`/api/events/${event.id}/teams/${red}/members`, { userId: employee.user.id })).status).toBe(200);
    const moved = await admin.post(`/api/events/${event.id}/teams/${blue}/members`, { userId: employee.user.id });
    expect(moved.body.data.find((x: { id: number }) => x.id === red).members).toEqual([]);
    expect(moved.body.data.find((x: { id: number }) => x.id === blue).members.map((m: { id: number }) => m.id)).toEqual([employee.user.id]);
    const outsider = await admin.post(`/api/events/${event.id}/teams/${red}/members`, { userId: globexEmployee.user.id });
    expect(outsider.status).toBe(422);
    expect(outsider.body.error.fields).toEqual({ userId: 'user_not_in_company' });
    expect((await employee.post(`/api/events/${event.id}/teams/${red}/members`, { userId: employee.user.id })).status).toBe(403);
    expect((await fleetGlobex.post(`/api/events/${event.id}/teams/${red}/members`, { userId: employee.user.id })).status).toBe(404);
    expect((await globexEmployee.post(`/api/events/${event.id}/teams/${red}/join`)).status).toBe(404);
  });

  it('lets the company fleet manager create, rename and delete teams; a team of another event is 404', async () => {
    const event = await makeEvent({ companyId: ids.Acme });
    const other = await makeEvent({ companyId: ids.Acme });
    const created = await fleetAcme.post(`/api/events/${event.id}/teams`, { name: 'Verts' });
    expect(created.status).toBe(201);
    const green = created.body.data[0].id as number;
    expect((await fleetAcme.put(`/api/events/${event.id}/teams/${green}`, { name: 'Vertes' })).body.data[0].name).toBe('Vertes');
    expect((await fleetAcme.put(`/api/events/${other.id}/teams/${green}`, { name: 'X' })).status).toBe(404);
    expect((await fleetAcme.post(`/api/events/${event.id}/teams`, { name: '  ' })).status).toBe(422);
    expect((await employee.post(`/api/events/${event.id}/teams`, { name: 'Moi' })).status).toBe(403);
    const forAll = await makeEvent();
    expect((await fleetAcme.post(`/api/events/${forAll.id}/teams`, { name: 'Acme' })).status).toBe(403);
    expect((await fleetAcme.delete(`/api/events/${event.id}/teams/${green}`)).body.data).toEqual([]);
  });
});

describe('games, points and the leaderboard', () => {
  it('records each points entry with who and when and ranks teams, ties sharing a rank', async () => {
    const event = await makeEvent({ companyId: ids.Acme });
    const [a, b, c] = [await makeTeam(event.id, 'Alpha'), await makeTeam(event.id, 'Bravo'), await makeTeam(event.id, 'Charlie')];
    expect((await fleetAcme.post(`/api/events/${event.id}/games`, { kind: 'quiz', title: 'Quiz' })).status).toBe(403);
    const km = await admin.post(`/api/events/${event.id}/games`, { kind: 'km_ridden', title: 'Kilomètres' });
    expect(km.status).toBe(201);
    const quiz = await admin.post(`/api/events/${event.id}/games`, { kind: 'quiz', title: 'Quiz' });
    expect((await admin.post(`/api/events/${event.id}/games`, { kind: 'darts', title: 'Fléchettes' })).status).toBe(422);

    const points = (client: SignedClient, gameId: number, teamId: number, n: number) =>
      client.post(`/api/events/${event.id}/games/${gameId}/points`, { teamId, points: n, note: 'semaine 1' });
    const entry = await points(fleetAcme, km.body.id, a, 120);
    expect(entry.status).toBe(201);
    expect(entry.body).toMatchObject({ team: { id: a, name: 'Alpha' }, points: 120, enteredBy: { id: fleetAcme.user.id } });
    expect(Date.now() - Date.parse(entry.body.enteredAt)).toBeLessThan(60_000);
    expect((await points(admin, km.body.id, b, 100)).status).toBe(201);
    expect((await points(admin, quiz.body.id, b, 20)).status).toBe(201);
    expect((await points(admin, quiz.body.id, c, 10)).status).toBe(201);
    expect((await points(employee, quiz.body.id, c, 1000)).status).toBe(403);
    expect((await points(fleetGlobex, quiz.body.id, c, 1000)).status).toBe(404);
    expect((await points(admin, quiz.body.id, c, 0)).status).toBe(422);
    expect((await points(admin, quiz.body.id, 999999, 5)).body.error.fields).toEqual({ teamId: 'unknown' });

    const board = await employee.get(`/api/events/${event.id}/leaderboard`);
    expect(board.status).toBe(200);
    expect(board.body.data.map((r: { rank: number; name: string; points: number }) => [r.rank, r.name, r.points])).toEqual([
      [1, 'Alpha', 120],
      [1, 'Bravo', 120],
      [3, 'Charlie', 10],
    ]);
    const games = await employee.get(`/api/events/${event.id}/games`);
    expect(games.body.data.find((g: { id: number }) => g.id === km.body.id).totals).toEqual(
      expect.arrayContaining([
        { teamId: a, points: 120 },
        { teamId: b, points: 100 },
      ]),
    );
    const entries = await employee.get(`/api/events/${event.id}/games/${km.body.id}/points`);
    expect(entries.body.data.map((e: { points: number }) => e.points)).toEqual([100, 120]);
    const csv = await employee.get(`/api/events/${event.id}/leaderboard?format=csv&lang=en`);
    expect(csv.status).toBe(200);
    expect(csv.raw.replace('\uFEFF', '').split('\r\n').slice(0, 4)).toEqual([
      'Rank;Team;Members;Points',
      '1;Alpha;0;120',
      '1;Bravo;0;120',
      '3;Charlie;0;10',
    ]);
  });

  it('shows the demo event with its teams and points', async () => {
    const list = await employee.get('/api/events?q=Bike%20to%20Work');
    const demo = list.body.data[0];
    expect(demo).toMatchObject({ title: 'Bike to Work Challenge', teamCount: 3, myTeamId: null });
    const board = await employee.get(`/api/events/${demo.id}/leaderboard`);
    expect(board.body.data[0]).toMatchObject({ rank: 1, name: 'Les Rouleurs', points: 321 });
  });
});
