import { asc, eq, isNotNull } from 'drizzle-orm';
import {
  addDays,
  brusselsWallTimeToIso,
  maintenanceFees,
  maintenanceFilterOf,
  searchText,
  type DateProposalStatus,
  type MaintenanceLocation,
  type MaintenanceStep,
  type Clock,
} from '@veloport/domain';
import type { Tx } from '../client';
import { bikeModels } from '../../modules/catalog/catalog.table';
import { companies } from '../../modules/companies/companies.table';
import { users } from '../../modules/identity/identity.table';
import { bikeEvents, bikes, externalBikes } from '../../modules/stock/stock.table';
import {
  maintenanceDateProposals,
  maintenanceRequests,
  maintenanceSteps,
} from '../../modules/workshop/requests/maintenance-requests.table';

type Demo = {
  problem: string;
  location: MaintenanceLocation;
  address?: string;
  replacementDays?: number;
  steps?: MaintenanceStep[];
  proposals?: { inDays: number; status: DateProposalStatus; comment?: string }[];
  priority?: boolean;
  maxBudgetCents?: number;
  mileageKm?: number;
  /** On a bike of one of Emile's colleagues at Acme: the finished job Acme is billed for (the billing journey's). */
  atEmilesCompany?: boolean;
};

const DAY = 86_400_000;

/**
 * Demo maintenance requests (decision 029), at least one in every seed §4 list: Emile (employee@acme.test) has
 * requests to answer and to follow, the workshop sees urgent ones on top, Paula's own Brompton is repaired at home.
 */
export async function seedMaintenanceDemo(tx: Tx, p: { mechanicId: number; employeeId: number }, clock: Clock): Promise<void> {
  /** `hour` o'clock in Brussels, `inDays` from today. */
  const at = (inDays: number, hour = 9) =>
    new Date(brusselsWallTimeToIso(`${addDays(clock.today(), inDays)}T${String(hour).padStart(2, '0')}:00`)!);
  const names = new Map(
    (await tx.select({ id: users.id, firstname: users.firstname, lastname: users.lastname }).from(users)).map((u) => [
      u.id,
      `${u.firstname} ${u.lastname}`,
    ]),
  );
  const firms = new Map((await tx.select({ id: companies.id, name: companies.name }).from(companies)).map((c) => [c.id, c.name]));
  const stock = await tx
    .select({
      id: bikes.id,
      frameNumber: bikes.frameNumber,
      userId: bikes.userId,
      companyId: bikes.companyId,
      brand: bikeModels.brand,
      model: bikeModels.model,
    })
    .from(bikes)
    .innerJoin(bikeModels, eq(bikeModels.id, bikes.modelId))
    .where(isNotNull(bikes.userId))
    .orderBy(asc(bikes.id));
  const own = await tx.select().from(externalBikes).where(isNotNull(externalBikes.userId)).orderBy(asc(externalBikes.id));
  // Emile's bikes first (his leased one, then his own), so the customer's screens are filled when he signs in; he has
  // two bikes (decision 097), so the first two requests are his, both dated ahead.
  const all = [
    ...stock.map((b) => ({
      bikeId: b.id,
      externalBikeId: null,
      label: `${b.brand} ${b.model}`,
      frameNumber: b.frameNumber,
      userId: b.userId!,
      companyId: b.companyId,
    })),
    ...own.map((b) => ({
      bikeId: null,
      externalBikeId: b.id,
      label: `${b.brand} ${b.model}`,
      frameNumber: b.frameNumber,
      userId: b.userId!,
      companyId: b.companyId,
    })),
  ];
  const targets = [...all.filter((t) => t.userId === p.employeeId), ...all.filter((t) => t.userId !== p.employeeId)];
  if (targets.length === 0) return;

  const demos: Demo[] = [
    { problem: 'Le pneu arrière est crevé et la chambre à air est déchirée.', location: 'company', replacementDays: 2, mileageKm: 3200 },
    {
      problem: 'Révision annuelle : freins, transmission et éclairage.',
      location: 'company',
      proposals: [
        { inDays: 6, status: 'proposed' },
        { inDays: 8, status: 'proposed' },
      ],
      maxBudgetCents: 15_000,
    },
    {
      problem: 'De versnellingen verspringen vanzelf.',
      location: 'shop',
      proposals: [{ inDays: 3, status: 'refused', comment: 'Ik ben die dag op verlof.' }],
    },
    {
      problem: 'La batterie ne charge plus au-delà de 60 %.',
      location: 'shop',
      replacementDays: 5,
      proposals: [
        { inDays: 4, status: 'accepted' },
        { inDays: 7, status: 'withdrawn' },
      ],
    },
    {
      problem: 'Frein avant bloqué après une chute : vélo inutilisable.',
      location: 'shop',
      steps: ['reception', 'diagnosis'],
      priority: true,
      replacementDays: 3,
    },
    {
      problem: 'Rayons cassés sur la roue arrière.',
      location: 'company',
      steps: ['reception', 'diagnosis', 'quote', 'waiting_for_part'],
      maxBudgetCents: 25_000,
    },
    {
      problem: 'Chain and cassette worn out.',
      location: 'shop',
      steps: ['reception', 'diagnosis', 'in_progress', 'completed'],
      mileageKm: 8100,
      atEmilesCompany: true,
    },
    { problem: 'Éclairage arrière défectueux.', location: 'company', steps: ['reception'] },
    { problem: 'Crevaison à répétition, pneus à remplacer.', location: 'other', address: 'Rue Saint-Gilles 42, 4000 Liège' },
    { problem: 'Grincement au pédalier.', location: 'shop', proposals: [{ inDays: 2, status: 'proposed' }], priority: true },
  ];

  const emilesCompany = targets.find((t) => t.userId === p.employeeId)?.companyId ?? null;
  for (const [i, d] of demos.entries()) {
    const colleague = targets.find((t) => t.companyId === emilesCompany && t.bikeId !== null && t.userId !== p.employeeId);
    const target =
      i === demos.length - 2
        ? (targets.find((t) => t.externalBikeId !== null && t.companyId === null) ?? targets[i % targets.length]!)
        : d.atEmilesCompany && colleague
          ? colleague
          : targets[i % targets.length]!;
    const created = new Date(clock.now().getTime() - (20 - i) * DAY);
    const accepted = d.proposals?.find((x) => x.status === 'accepted');
    const step = d.steps?.at(-1) ?? null;
    const scheduledAt = accepted ? at(accepted.inDays) : d.steps ? at(-(10 - i)) : null;
    const fees = maintenanceFees({
      location: d.location,
      replacementBike: Boolean(d.replacementDays),
      replacementDays: d.replacementDays ?? null,
    });
    const customer = names.get(target.userId) ?? null;
    const company = target.companyId === null ? null : (firms.get(target.companyId) ?? null);
    const [row] = await tx
      .insert(maintenanceRequests)
      .values({
        userId: target.userId,
        companyId: target.companyId,
        bikeId: target.bikeId,
        externalBikeId: target.externalBikeId,
        bikeLabel: target.label,
        frameNumber: target.frameNumber,
        problem: d.problem,
        mileageKm: d.mileageKm ?? null,
        maxBudgetCents: d.maxBudgetCents ?? null,
        location: d.location,
        address: d.address ?? (d.location === 'company' ? company : null),
        replacementBike: Boolean(d.replacementDays),
        replacementDays: d.replacementDays ?? null,
        desiredDate: addDays(clock.today(), 5 + i),
        // Liège (store 1) for most, Brussels for every third, jobs of one to two hours.
        storeId: i % 3 === 2 ? 2 : 1,
        estimatedMinutes: [60, 90, 120][i % 3]!,
        ...fees,
        step,
        filter: maintenanceFilterOf({ step, scheduledAt, proposals: (d.proposals ?? []).map((x) => x.status) }),
        priority: d.priority ?? false,
        scheduledAt,
        search: searchText(target.frameNumber, customer, company, target.label),
        createdById: target.userId,
        createdAt: created,
        updatedAt: created,
      })
      .returning({ id: maintenanceRequests.id });
    if (d.proposals?.length)
      await tx.insert(maintenanceDateProposals).values(
        d.proposals.map((x) => ({
          requestId: row!.id,
          date: at(x.inDays),
          status: x.status,
          comment: x.comment ?? null,
          proposedById: p.mechanicId,
          proposedAt: new Date(created.getTime() + DAY),
          answeredById: x.status === 'accepted' || x.status === 'refused' ? target.userId : null,
          answeredAt: x.status === 'accepted' || x.status === 'refused' ? new Date(created.getTime() + 2 * DAY) : null,
        })),
      );
    if (d.steps?.length)
      await tx
        .insert(maintenanceSteps)
        .values(
          d.steps.map((s, k) => ({ requestId: row!.id, step: s, actorId: p.mechanicId, at: new Date(created.getTime() + (k + 1) * DAY) })),
        );
    if (target.bikeId !== null)
      await tx.insert(bikeEvents).values([
        {
          bikeId: target.bikeId,
          kind: 'maintenance',
          details: { requestId: row!.id, event: 'requested' },
          actorId: target.userId,
          at: created,
        },
        ...(d.steps ?? []).map((s, k) => ({
          bikeId: target.bikeId!,
          kind: 'maintenance',
          details: { requestId: row!.id, event: s },
          actorId: p.mechanicId,
          at: new Date(created.getTime() + (k + 1) * DAY),
        })),
      ]);
  }
}
