import { addDays, type Clock } from '@veloport/domain';
import type { Tx } from '../client';
import { cyclingEvents, eventGames, eventPoints, eventTeamMembers, eventTeams } from '../../modules/content/events/events.table';

/**
 * Cycling events (decision 057): Acme's Bike to Work Challenge running now, with three teams (Emile is in none, so he
 * can join one), three games and points entered by the admin and Acme's fleet manager; and a ride for everyone.
 */
export async function seedEventsDemo(
  tx: Tx,
  p: { adminId: number; acmeId: number; acmeFleetId: number; acmeInvitedId: number; globexEmployeeId: number; privateUserId: number },
  clock: Clock,
): Promise<void> {
  const [challenge, ride] = await tx
    .insert(cyclingEvents)
    .values([
      {
        title: 'Bike to Work Challenge',
        date: addDays(clock.today(), 7),
        place: 'Acme, Rue de la Gare 10, Liège',
        description: 'Un mois pour venir au travail à vélo : chaque kilomètre compte pour votre équipe.',
        companyId: p.acmeId,
        createdById: p.adminId,
      },
      {
        title: 'Balade des Veloportiens',
        date: addDays(clock.today(), 30),
        place: 'Ravel 38, Liège – Visé',
        description: 'Une balade de 40 km ouverte à tous nos clients, pique-nique à l’arrivée.',
        companyId: null,
        createdById: p.adminId,
      },
    ])
    .returning();
  const teams = await tx
    .insert(eventTeams)
    .values([
      { eventId: challenge!.id, name: 'Les Rouleurs' },
      { eventId: challenge!.id, name: 'Les Grimpeurs' },
      { eventId: challenge!.id, name: 'Les Sprinteurs' },
      { eventId: ride!.id, name: 'Peloton Meuse' },
      { eventId: ride!.id, name: 'Peloton Ourthe' },
    ])
    .returning();
  const team = (name: string) => teams.find((t) => t.name === name)!.id;
  await tx.insert(eventTeamMembers).values([
    { eventId: challenge!.id, teamId: team('Les Rouleurs'), userId: p.acmeFleetId },
    { eventId: challenge!.id, teamId: team('Les Grimpeurs'), userId: p.acmeInvitedId },
    { eventId: ride!.id, teamId: team('Peloton Meuse'), userId: p.globexEmployeeId },
    { eventId: ride!.id, teamId: team('Peloton Ourthe'), userId: p.privateUserId },
  ]);
  const games = await tx
    .insert(eventGames)
    .values([
      { eventId: challenge!.id, kind: 'km_ridden', title: 'Kilomètres parcourus' },
      { eventId: challenge!.id, kind: 'days_cycled_to_work', title: 'Jours à vélo au travail' },
      { eventId: challenge!.id, kind: 'quiz', title: 'Quiz sécurité routière' },
    ])
    .returning();
  const [km, days, quiz] = games.map((g) => g.id) as [number, number, number];
  const entry = (gameId: number, teamName: string, points: number, enteredById: number, note: string | null = null) => ({
    gameId,
    teamId: team(teamName),
    points,
    note,
    enteredById,
  });
  await tx
    .insert(eventPoints)
    .values([
      entry(km, 'Les Rouleurs', 312, p.acmeFleetId, 'Semaine 1'),
      entry(km, 'Les Grimpeurs', 254, p.acmeFleetId, 'Semaine 1'),
      entry(km, 'Les Sprinteurs', 198, p.acmeFleetId, 'Semaine 1'),
      entry(days, 'Les Rouleurs', 9, p.adminId),
      entry(days, 'Les Grimpeurs', 12, p.adminId),
      entry(days, 'Les Sprinteurs', 7, p.adminId),
      entry(quiz, 'Les Grimpeurs', 45, p.adminId),
      entry(quiz, 'Les Sprinteurs', 50, p.adminId),
    ]);
}
