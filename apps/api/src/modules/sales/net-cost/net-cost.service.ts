import {
  addVatCents,
  leasingEstimate,
  simulateNetCost,
  type AuthUser,
  type NetCost,
  type NetCostQuery,
  type Clock,
} from '@veloport/domain';
import type { PublicBikesService } from '../../catalog/public-bikes.service';
import type { ConditionsService } from '../../companies/conditions.service';

type Deps = { clock: Clock; publicBikes: PublicBikesService; conditions: ConditionsService };

/**
 * The employee's net-cost simulator (decision 026): the catalogue bike's lease under the caller's company plan
 * (its leasing discount, VAT included or not), then `simulateNetCost` of the domain. Nothing is stored.
 */
export function createNetCostService({ clock, publicBikes, conditions }: Deps) {
  return {
    async simulate(user: AuthUser, query: NetCostQuery): Promise<NetCost> {
      // A model withdrawn from sale is not found, as on the public site.
      const { row: model } = await publicBikes.bySlug(query.slug);
      const plan = user.company ? (await conditions.cafeteriaPlansOf([user.company.id])).get(user.company.id) : undefined;
      const leasingDiscountPercent = plan?.leasingDiscountPercent ?? 0;
      const vatIncluded = plan?.vatIncluded ?? true;
      const priceCents = model.discountPriceCents ?? model.priceCents;
      const bikeAmountCents = Math.round(priceCents * (1 - leasingDiscountPercent / 100));
      const estimate = leasingEstimate(bikeAmountCents, query.months);
      const monthlyCents = vatIncluded ? addVatCents(estimate.monthlyCents) : estimate.monthlyCents;
      const { rates, ...result } = simulateNetCost({
        leaseMonthlyCents: monthlyCents,
        grossMonthlySalaryCents: query.grossMonthlySalaryCents,
        taxBracket: query.taxBracket,
        commuteKm: query.commuteKm,
        commuteDaysPerMonth: query.commuteDaysPerMonth,
        on: clock.today(),
      });
      return {
        model: { slug: model.slug, label: `${model.brand} ${model.model}`, priceCents },
        lease: {
          months: estimate.months,
          bikeAmountCents,
          leasingDiscountPercent,
          yearlyMaintenanceBudgetCents: estimate.yearlyMaintenanceBudgetCents,
          monthlyInsuranceCents: estimate.monthlyInsuranceCents,
          monthlyExclVatCents: estimate.monthlyCents,
          vatIncluded,
          monthlyCents,
        },
        rates,
        result,
      };
    },
  };
}
export type NetCostService = ReturnType<typeof createNetCostService>;
