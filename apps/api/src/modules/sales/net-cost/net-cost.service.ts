import {
  addVatCents,
  leasingEstimate,
  simulateNetCost,
  type AuthUser,
  type NetCost,
  type NetCostQuery,
  type Clock,
} from '@veloport/domain';
import { invalid } from '../../../platform/errors';
import type { PublicBikesService } from '../../catalog/public-bikes.service';
import type { ConditionsService } from '../../companies/conditions/conditions.service';
import type { OffersService } from '../offers.service';

type Deps = { clock: Clock; publicBikes: PublicBikesService; conditions: ConditionsService; offers: Pick<OffersService, 'get'> };
type Lease = NetCost['lease'];

/**
 * The employee's net-cost simulator (decision 026): a catalogue bike's lease under the caller's company plan (its
 * leasing discount, VAT included or not), or one's own leasing offer with the monthly figure it shows (issue 25 point 3),
 * then `simulateNetCost` of the domain. Nothing is stored.
 */
export function createNetCostService({ clock, publicBikes, conditions, offers }: Deps) {
  async function planOf(user: AuthUser) {
    const plan = user.company ? (await conditions.cafeteriaPlansOf([user.company.id])).get(user.company.id) : undefined;
    return { leasingDiscountPercent: plan?.leasingDiscountPercent ?? 0, vatIncluded: plan?.vatIncluded ?? true };
  }

  /** A catalogue model's lease estimate under the caller's plan. */
  async function catalogueLease(user: AuthUser, slug: string, months: number) {
    // A model withdrawn from sale is not found, as on the public site.
    const { row: model } = await publicBikes.bySlug(slug);
    const { leasingDiscountPercent, vatIncluded } = await planOf(user);
    const priceCents = model.discountPriceCents ?? model.priceCents;
    const bikeAmountCents = Math.round(priceCents * (1 - leasingDiscountPercent / 100));
    const estimate = leasingEstimate(bikeAmountCents, months);
    const lease: Lease = {
      months: estimate.months,
      bikeAmountCents,
      leasingDiscountPercent,
      yearlyMaintenanceBudgetCents: estimate.yearlyMaintenanceBudgetCents,
      monthlyInsuranceCents: estimate.monthlyInsuranceCents,
      monthlyExclVatCents: estimate.monthlyCents,
      vatIncluded,
      monthlyCents: vatIncluded ? addVatCents(estimate.monthlyCents) : estimate.monthlyCents,
    };
    return { model: { slug: model.slug, label: `${model.brand} ${model.model}`, priceCents }, lease, offer: null };
  }

  /** One's own leasing offer (another's is 404, as everywhere): the one monthly figure its page and PDF show. */
  async function offerLease(user: AuthUser, offerId: number) {
    const offer = await offers.get(user, offerId);
    if (!offer.leasing) throw invalid({ offerId: 'not_applicable' });
    const bike = offer.lines.find((l) => l.kind === 'bike');
    const vatIncluded = offer.display.vatIncluded;
    const lease: Lease = {
      months: offer.leasing.months,
      bikeAmountCents: offer.totals.exclVatCents - offer.leasing.leasingDiscountCents,
      leasingDiscountPercent: (await planOf(user)).leasingDiscountPercent,
      yearlyMaintenanceBudgetCents: offer.leasing.yearlyMaintenanceBudgetCents,
      monthlyInsuranceCents: 0,
      monthlyExclVatCents: offer.leasing.monthlyCents,
      vatIncluded,
      monthlyCents: offer.display.monthlyCents ?? offer.leasing.monthlyCents,
    };
    return {
      model: { slug: '', label: bike?.label ?? `#${offer.id}`, priceCents: offer.catalogueValueCents },
      lease,
      offer: { id: offer.id },
    };
  }

  return {
    async simulate(user: AuthUser, query: NetCostQuery): Promise<NetCost> {
      const { model, lease, offer } =
        query.offerId !== undefined ? await offerLease(user, query.offerId) : await catalogueLease(user, query.slug!, query.months);
      const { rates, ...result } = simulateNetCost({
        leaseMonthlyCents: lease.monthlyCents,
        grossMonthlySalaryCents: query.grossMonthlySalaryCents,
        taxBracket: query.taxBracket,
        commuteKm: query.commuteKm,
        commuteDaysPerMonth: query.commuteDaysPerMonth,
        on: clock.today(),
      });
      return { model, offer, lease, rates, result };
    },
  };
}
export type NetCostService = ReturnType<typeof createNetCostService>;
