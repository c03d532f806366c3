import { and, asc, eq, lt } from 'drizzle-orm';
import { dayNumber, dayOfNumber, brusselsDayNumber, brusselsWallTimeToIso, weekDayOfDayNumber, type Clock } from '@veloport/domain';
import type { Tx } from '../client';
import { assistanceReports } from '../../modules/sharing/assistance/assistance.table';
import { reservations } from '../../modules/sharing/sharing.table';
import { turnedAwaySearches } from '../../modules/sharing/statistics/turned-away.table';

type People = {
  acmeId: number;
  liegeId: number;
  herstalId: number;
  employeeId: number;
  fleetId: number;
  mechanicId: number;
  /** The fleet manager and Emile's colleagues (decision 097). */
  colleagueIds: number[];
};

const DAY_MS = 86_400_000;
const START = dayNumber('2024-04-01');

/**
 * Decision 038: the statistics' history and the assistance screens filled for Acme. Reservations of Acme's six shared
 * bikes on Tuesdays and Thursdays from 1 April 2024 (seed §9) up to the end of last year, so that this year's
 * counters and limits — and the tests that book against them — are untouched; the sixth bike rests from July 2025
 * (an idle bike). A few turned-away searches in the past weeks, and three assistance reports, one per status.
 */
export async function seedSharingStatsDemo(tx: Tx, p: People, clock: Clock): Promise<void> {
  const recent = await tx
    .select({
      id: reservations.id,
      bikeId: reservations.bikeId,
      userId: reservations.userId,
      startAt: reservations.startAt,
      buildingId: reservations.buildingId,
    })
    .from(reservations)
    .where(and(eq(reservations.companyId, p.acmeId), lt(reservations.startAt, clock.now())))
    .orderBy(asc(reservations.startAt));
  const bikeIds = [...new Set(recent.map((r) => r.bikeId))].sort((a, b) => a - b);
  if (bikeIds.length === 0) return;

  const today = brusselsDayNumber(clock.now());
  const thisYear = dayNumber(`${dayOfNumber(today).slice(0, 4)}-01-01`);
  // The past weeks belong to the sharing demo: history stops before them.
  const end = Math.min(thisYear, today - 22);
  const wall = (day: number, time: string) => new Date(brusselsWallTimeToIso(`${dayOfNumber(day)}T${time}`)!);
  const rows: (typeof reservations.$inferInsert)[] = [];
  let n = 0;
  for (let day = START; day < end; day++) {
    if (!['tue', 'thu'].includes(weekDayOfDayNumber(day))) continue;
    bikeIds.forEach((bikeId, i) => {
      if ((day + i * 7) % 4 === 0) return;
      if (i === 5 && day >= dayNumber('2025-07-01')) return;
      n++;
      const holder = (day + i) % 3 === 0 ? p.employeeId : p.colleagueIds[(day + i) % p.colleagueIds.length]!;
      rows.push({
        code: `HIST${String(n).padStart(5, '0')}`,
        companyId: p.acmeId,
        userId: holder,
        bikeId,
        buildingId: i < 3 ? p.liegeId : p.herstalId,
        startAt: wall(day, i % 2 ? '08:30' : '12:00'),
        endAt: wall(day, i % 2 ? '12:00' : '17:00'),
        createdById: holder,
        createdAt: new Date((day - 2) * DAY_MS),
      });
    });
  }
  for (let i = 0; i < rows.length; i += 500) await tx.insert(reservations).values(rows.slice(i, i + 500));

  // Searches that found every bike of the building taken: office mornings of the past weeks.
  const turned = [3, 6, 10, 13, 17].map((back, i) => {
    const day = today - back;
    return {
      companyId: p.acmeId,
      buildingId: i % 2 ? p.herstalId : p.liegeId,
      userId: i % 2 ? p.fleetId : p.employeeId,
      startAt: wall(day, '09:00'),
      endAt: wall(day, '17:00'),
      searchedAt: new Date(wall(day, '08:00').getTime() - (i + 1) * DAY_MS),
    };
  });
  await tx.insert(turnedAwaySearches).values(turned);

  // Three reports on Emile's past reservations (or the team's when Emile has too few): open, in progress, resolved.
  const emile = recent.filter((r) => r.userId === p.employeeId);
  const picks = (emile.length >= 3 ? emile : recent).slice(-3);
  const kinds = [
    { kind: 'damage', comment: 'Garde-boue arrière fendu, il frotte sur la roue.' },
    { kind: 'lock', comment: 'Le cadenas se ferme mal, il faut forcer la clé.' },
    { kind: 'flat_tyre', comment: 'Pneu avant à plat en arrivant au bureau.' },
  ];
  await tx.insert(assistanceReports).values(
    picks.map((r, i) => {
      const at = new Date(r.startAt.getTime() + 2 * 3_600_000);
      const later = new Date(at.getTime() + 3 * 3_600_000);
      return {
        companyId: p.acmeId,
        reservationId: r.id,
        bikeId: r.bikeId,
        reporterId: r.userId,
        kind: kinds[i]!.kind,
        comment: kinds[i]!.comment,
        status: ['resolved', 'in_progress', 'open'][i]!,
        inProgressAt: i < 2 ? later : null,
        inProgressById: i < 2 ? p.mechanicId : null,
        resolvedAt: i === 0 ? new Date(later.getTime() + DAY_MS) : null,
        resolvedById: i === 0 ? p.fleetId : null,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
}
