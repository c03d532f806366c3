import { and, asc, isNotNull, eq } from 'drizzle-orm';
import { addDays, type Clock } from '@veloport/domain';
import type { Tx } from '../client';
import { bikeFinancings } from '../../modules/billing/financing/financing.table';
import { insuranceFollowUps, insuranceFollowUpSteps } from '../../modules/billing/insurance/insurance.table';
import { bikes } from '../../modules/stock/stock.table';

type Places = { adminId: number; acmeId: number };
type Step = 'open' | 'submitted' | 'accepted' | 'refused' | 'paid' | 'closed';

/**
 * Decision 051's screens filled: three financed bikes (one ending within 90 days), claims in several statuses with
 * their history, and one Acme bike whose policy ends in 20 days (a renewal due, in the list and the daily e-mail).
 */
export async function seedFinancingDemo(tx: Tx, p: Places, clock: Clock): Promise<void> {
  const today = clock.today();
  const insured = await tx
    .select({ id: bikes.id, companyId: bikes.companyId, insurer: bikes.insurer, insurancePolicy: bikes.insurancePolicy })
    .from(bikes)
    .where(and(isNotNull(bikes.insurer), eq(bikes.companyId, p.acmeId)))
    .orderBy(asc(bikes.id))
    .limit(6);
  if (insured.length < 5) return;
  const [a, b, c, d, e] = insured as [
    (typeof insured)[number],
    (typeof insured)[number],
    (typeof insured)[number],
    (typeof insured)[number],
    (typeof insured)[number],
  ];

  await tx
    .update(bikes)
    .set({ insuranceStart: addDays(today, -345), insuranceEnd: addDays(today, 20) })
    .where(eq(bikes.id, e.id));

  await tx.insert(bikeFinancings).values([
    {
      bikeId: a.id,
      financier: 'Belfius Lease',
      contractReference: 'BL-2025-0141',
      financedAmountCents: 329_900,
      rateBasisPoints: 549,
      startDate: addDays(today, -300),
      endDate: addDays(today, 795),
      monthlyInstalmentCents: 9_950,
      status: 'active',
      createdById: p.adminId,
    },
    {
      bikeId: b.id,
      financier: 'KBC Autolease',
      contractReference: 'KBC-77812',
      financedAmountCents: 412_000,
      rateBasisPoints: 800,
      startDate: addDays(today, -1035),
      endDate: addDays(today, 60),
      monthlyInstalmentCents: 12_870,
      status: 'active',
      notes: 'Option d’achat à discuter avec Acme',
      createdById: p.adminId,
    },
    {
      bikeId: c.id,
      financier: 'Belfius Lease',
      contractReference: 'BL-2022-0033',
      financedAmountCents: 189_000,
      rateBasisPoints: 549,
      startDate: addDays(today, -1200),
      endDate: addDays(today, -105),
      monthlyInstalmentCents: 5_720,
      status: 'ended',
      createdById: p.adminId,
    },
  ]);

  const claims: {
    bike: typeof a;
    kind: 'theft' | 'damage' | 'renewal';
    steps: Step[];
    daysAgo: number;
    description: string;
    claimed: number | null;
    paid: number | null;
    reference: string | null;
  }[] = [
    {
      bike: a,
      kind: 'damage',
      steps: ['open'],
      daysAgo: 3,
      description: 'Chute au parking : dérailleur arrière et garde-boue cassés.',
      claimed: 21_500,
      paid: null,
      reference: null,
    },
    {
      bike: b,
      kind: 'theft',
      steps: ['open', 'submitted'],
      daysAgo: 18,
      description: 'Vol devant la gare de Liège-Guillemins, plainte déposée (PV LI.12.345678/26).',
      claimed: 389_000,
      paid: null,
      reference: 'SIN-2026-5512',
    },
    {
      bike: c,
      kind: 'damage',
      steps: ['open', 'submitted', 'accepted', 'paid'],
      daysAgo: 64,
      description: 'Roue avant voilée après un choc avec un trottoir.',
      claimed: 14_900,
      paid: 12_400,
      reference: 'SIN-2026-4410',
    },
    {
      bike: d,
      kind: 'damage',
      steps: ['open', 'submitted', 'refused', 'closed'],
      daysAgo: 120,
      description: 'Usure des plaquettes de frein déclarée comme dégât.',
      claimed: 6_000,
      paid: null,
      reference: 'SIN-2025-9983',
    },
  ];
  for (const claim of claims) {
    const at = (i: number) => new Date(clock.now().getTime() - (claim.daysAgo - i * 4) * 86_400_000);
    const [row] = await tx
      .insert(insuranceFollowUps)
      .values({
        bikeId: claim.bike.id,
        companyId: claim.bike.companyId,
        kind: claim.kind,
        status: claim.steps[claim.steps.length - 1]!,
        eventDate: addDays(today, -claim.daysAgo - 1),
        description: claim.description,
        amountClaimedCents: claim.claimed,
        amountPaidCents: claim.paid,
        insurer: claim.bike.insurer,
        insurancePolicy: claim.bike.insurancePolicy,
        claimReference: claim.reference,
        createdById: p.adminId,
        createdAt: at(0),
        updatedAt: at(claim.steps.length - 1),
      })
      .returning({ id: insuranceFollowUps.id });
    await tx.insert(insuranceFollowUpSteps).values(
      claim.steps.map((to, i) => ({
        followUpId: row!.id,
        fromStatus: i === 0 ? null : claim.steps[i - 1]!,
        toStatus: to,
        actorId: p.adminId,
        at: at(i),
      })),
    );
  }
}
