import type { CafeteriaPlan } from './conditions';
import { LEASING_ESTIMATE_MONTHS, LEASING_ESTIMATE_YEARLY_MAINTENANCE_CENTS } from './leasing-estimate';
import {
  FINANCING_ANNUAL_RATE,
  PURCHASE_OPTION_INSTALMENTS,
  PURCHASE_OPTION_RATE,
  financedMonthlyPaymentCents,
  leasingMonthlyCents,
  type CustomerKind,
} from './pricing';
import { DEFAULT_VAT_RATE, addVatCents } from './vat';

/**
 * Offers (seed §3 "Order and offer", §9): lines, totals, the cafeteria plan's adjustments and the leasing
 * figures. Money is integer cents, VAT excluded unless a name says otherwise.
 *
 * Rounding (decision 021): each line is rounded to the cent on its own — its discount, then its VAT — and
 * the offer's totals are sums of those rounded line amounts, so the lines printed on the PDF add up to the
 * totals printed under them. VAT per rate is the sum of the rounded VAT of the lines at that rate.
 * Halves round away from zero (as vat.ts does).
 */

export const OFFER_LINE_KINDS = ['bike', 'accessory', 'box', 'other_accessory', 'labour', 'service'] as const;
export type OfferLineKind = (typeof OFFER_LINE_KINDS)[number];

/** Seed §4 contract kinds an offer can propose (stable codes shared with a bike's contract kind). */
export const OFFER_CONTRACT_TYPES = ['purchase', 'leasing', 'leasing_with_maintenance_budget', 'annual', 'prepaid'] as const;
export type OfferContractType = (typeof OFFER_CONTRACT_TYPES)[number];
export const LEASING_CONTRACT_TYPES: readonly OfferContractType[] = ['leasing', 'leasing_with_maintenance_budget', 'annual', 'prepaid'];

export const OFFER_STATUSES = ['in_progress', 'signed', 'cancelled', 'lost'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** Belgian VAT rates, in percent. */
export const VAT_RATES = [0, 6, 12, 21] as const;
export type VatRate = (typeof VAT_RATES)[number];

export const DEFAULT_OFFER_MONTHS = LEASING_ESTIMATE_MONTHS;

/** in_progress is the only state that may change; the three others are final. */
export const OFFER_TRANSITIONS: Record<OfferStatus, readonly OfferStatus[]> = {
  in_progress: ['signed', 'cancelled', 'lost'],
  signed: [],
  cancelled: [],
  lost: [],
};

export function canChangeOfferStatus(from: OfferStatus, to: OfferStatus): boolean {
  return OFFER_TRANSITIONS[from].includes(to);
}

/** Lines, totals and the offer itself can be edited only while it is in progress. */
export const isOfferEditable = (status: OfferStatus) => status === 'in_progress';

export type OfferLineInput = {
  kind: OfferLineKind;
  quantity: number;
  unitPriceCents: number;
  vatRate: number;
  /** 0–100, two decimals at most. */
  discountPercent?: number;
  /** A bike's catalogue price per unit (VAT excluded); defaults to the unit price. */
  catalogueUnitCents?: number | null;
};

export type OfferLineAmounts = {
  grossCents: number;
  discountCents: number;
  exclVatCents: number;
  vatCents: number;
  inclVatCents: number;
};

/** Half away from zero, after trimming float noise (0.5 stored as 0.49999…). */
export function roundCents(value: number): number {
  const scaled = Number(Math.abs(value).toPrecision(15));
  const rounded = Math.round(scaled);
  return value < 0 && rounded !== 0 ? -rounded : rounded;
}

function assertLine(line: OfferLineInput): void {
  if (!Number.isInteger(line.quantity) || line.quantity <= 0) throw new RangeError('quantity must be a positive integer');
  if (!Number.isInteger(line.unitPriceCents) || line.unitPriceCents < 0)
    throw new RangeError('unitPriceCents must be a non-negative integer');
  if (!Number.isFinite(line.vatRate) || line.vatRate < 0 || line.vatRate > 100) throw new RangeError('vatRate must be a percentage');
  const d = line.discountPercent ?? 0;
  if (!Number.isFinite(d) || d < 0 || d > 100) throw new RangeError('discountPercent must be a percentage');
}

/** One line: quantity × unit price, less its discount (rounded to the cent), plus its VAT (rounded to the cent). */
export function offerLineAmounts(line: OfferLineInput): OfferLineAmounts {
  assertLine(line);
  const grossCents = line.quantity * line.unitPriceCents;
  const discountCents = roundCents((grossCents * (line.discountPercent ?? 0)) / 100);
  const exclVatCents = grossCents - discountCents;
  const vatCents = roundCents((exclVatCents * line.vatRate) / 100);
  return { grossCents, discountCents, exclVatCents, vatCents, inclVatCents: exclVatCents + vatCents };
}

export type VatGroup = { rate: number; baseCents: number; vatCents: number };

export type OfferTotals = {
  exclVatCents: number;
  vatCents: number;
  inclVatCents: number;
  discountCents: number;
  /** Ascending rate, one entry per rate used by at least one line. */
  vatByRate: VatGroup[];
  /** The bikes' catalogue prices (VAT excluded), before any discount. */
  catalogueValueCents: number;
  /** The bikes' amount on the offer (VAT excluded, after line discounts). */
  bikeAmountCents: number;
};

export function offerTotals(lines: readonly OfferLineInput[]): OfferTotals {
  const groups = new Map<number, VatGroup>();
  let exclVatCents = 0;
  let vatCents = 0;
  let discountCents = 0;
  let catalogueValueCents = 0;
  let bikeAmountCents = 0;
  for (const line of lines) {
    const a = offerLineAmounts(line);
    exclVatCents += a.exclVatCents;
    vatCents += a.vatCents;
    discountCents += a.discountCents;
    const group = groups.get(line.vatRate) ?? { rate: line.vatRate, baseCents: 0, vatCents: 0 };
    group.baseCents += a.exclVatCents;
    group.vatCents += a.vatCents;
    groups.set(line.vatRate, group);
    if (line.kind === 'bike') {
      catalogueValueCents += line.quantity * (line.catalogueUnitCents ?? line.unitPriceCents);
      bikeAmountCents += a.exclVatCents;
    }
  }
  return {
    exclVatCents,
    vatCents,
    inclVatCents: exclVatCents + vatCents,
    discountCents,
    vatByRate: [...groups.values()].sort((x, y) => x.rate - y.rate),
    catalogueValueCents,
    bikeAmountCents,
  };
}

/** The part of a company's cafeteria plan that changes an offer's amounts. */
export type PlanAdjustments = Pick<
  CafeteriaPlan,
  'vatIncluded' | 'saleDiscountPercent' | 'leasingDiscountPercent' | 'residualValuePercent'
>;

export type OfferFiguresInput = {
  contractType: OfferContractType;
  durationMonths?: number | null;
  lines: readonly OfferLineInput[];
  /** A company's plan; null for a private customer (no plan discounts, 16 % residual value, VAT-included display). */
  plan?: PlanAdjustments | null;
  /** Leasing with maintenance budget: the yearly budget; defaults to the public estimate's 120 €. */
  yearlyMaintenanceBudgetCents?: number | null;
};

export type OfferLeasing = {
  months: number;
  /** Per month, VAT excluded: (amount after the plan's leasing discount) / months + maintenance budget / 12. */
  monthlyCents: number;
  /** What an annual or prepaid contract bills at once. */
  annualCents: number;
  prepaidCents: number;
  leasingDiscountCents: number;
  yearlyMaintenanceBudgetCents: number;
  /** The bike's residual value at lease end: residual % (plan, else 16 %) of the catalogue value. */
  residualValueCents: number;
  /** The purchase option paid in 24 instalments (seed §9); their sum is the residual value. */
  purchaseOptionInstalmentCents: number[];
};

export type OfferFinancing = { months: number; annualRatePercent: number; monthlyCents: number };

export type OfferFigures = {
  totals: OfferTotals;
  /** Purchase: incl. VAT total less the plan's sale discount (rounded once). */
  purchase: { saleDiscountCents: number; amountExclVatCents: number; amountInclVatCents: number };
  leasing: OfferLeasing | null;
  /** A purchase spread over `durationMonths` at 5.49 % (private) or 8 % (company), seed §9. */
  financing: OfferFinancing | null;
  /** What the customer is shown: VAT included unless the company's plan says otherwise. */
  display: { vatIncluded: boolean; purchaseCents: number; monthlyCents: number | null };
};

const percentOf = (cents: number, percent: number) => roundCents((cents * percent) / 100);

/**
 * Every figure of an offer. The plan's sale discount applies to a purchase and its leasing discount to a
 * lease, both on the whole offer after the line discounts; the residual value is a percentage of the
 * bikes' catalogue value. Leasing amounts are VAT excluded and shown with 21 % VAT when VAT is included.
 */
export function offerFigures(input: OfferFiguresInput): OfferFigures {
  const totals = offerTotals(input.lines);
  const plan = input.plan ?? null;
  const vatIncluded = plan ? plan.vatIncluded : true;
  const saleDiscountCents = input.contractType === 'purchase' && plan ? percentOf(totals.exclVatCents, plan.saleDiscountPercent) : 0;
  const saleVatDiscount = input.contractType === 'purchase' && plan ? percentOf(totals.vatCents, plan.saleDiscountPercent) : 0;
  const purchase = {
    saleDiscountCents,
    amountExclVatCents: totals.exclVatCents - saleDiscountCents,
    amountInclVatCents: totals.inclVatCents - saleDiscountCents - saleVatDiscount,
  };

  let leasing: OfferLeasing | null = null;
  if (LEASING_CONTRACT_TYPES.includes(input.contractType)) {
    const months = input.durationMonths ?? DEFAULT_OFFER_MONTHS;
    const leasingDiscountCents = plan ? percentOf(totals.exclVatCents, plan.leasingDiscountPercent) : 0;
    const yearlyMaintenanceBudgetCents =
      input.contractType === 'leasing_with_maintenance_budget'
        ? (input.yearlyMaintenanceBudgetCents ?? LEASING_ESTIMATE_YEARLY_MAINTENANCE_CENTS)
        : 0;
    const monthlyCents = leasingMonthlyCents({
      bikeAmountCents: totals.exclVatCents - leasingDiscountCents,
      contractMonths: months,
      yearlyMaintenanceBudgetCents,
    });
    const residual = residualValueCents(totals.catalogueValueCents, plan?.residualValuePercent);
    leasing = {
      months,
      monthlyCents,
      annualCents: monthlyCents * 12,
      prepaidCents: monthlyCents * months,
      leasingDiscountCents,
      yearlyMaintenanceBudgetCents,
      residualValueCents: residual,
      purchaseOptionInstalmentCents: instalments(residual, PURCHASE_OPTION_INSTALMENTS),
    };
  }

  const customer: CustomerKind = plan ? 'business' : 'individual';
  const financing =
    input.contractType === 'purchase' && input.durationMonths && purchase.amountInclVatCents > 0
      ? {
          months: input.durationMonths,
          annualRatePercent: Math.round(FINANCING_ANNUAL_RATE[customer] * 10_000) / 100,
          monthlyCents: financedMonthlyPaymentCents({
            principalCents: purchase.amountInclVatCents,
            months: input.durationMonths,
            customer,
          }),
        }
      : null;

  return {
    totals,
    purchase,
    leasing,
    financing,
    display: {
      vatIncluded,
      purchaseCents: vatIncluded ? purchase.amountInclVatCents : purchase.amountExclVatCents,
      monthlyCents: leasing ? (vatIncluded ? addVatCents(leasing.monthlyCents, DEFAULT_VAT_RATE) : leasing.monthlyCents) : null,
    },
  };
}

/** Residual value: `percent` (default the seed's 16 % purchase option) of the catalogue value. */
export function residualValueCents(catalogueValueCents: number, percent?: number | null): number {
  return percent === undefined || percent === null
    ? roundCents(catalogueValueCents * PURCHASE_OPTION_RATE)
    : percentOf(catalogueValueCents, percent);
}

/** `total` in `count` instalments, the leftover cents on the first ones so the sum is exact. */
export function instalments(total: number, count: number): number[] {
  const base = Math.floor(total / count);
  const remainder = total - base * count;
  return Array.from({ length: count }, (_, i) => (i < remainder ? base + 1 : base));
}

/**
 * Which of the contract documents an offer has (decision 027): the contract always; the company's bike policy for
 * a company lease; the employment-contract amendment for a company lease to one employee.
 */
export function offerDocumentApplies(
  offer: { company: unknown; user: unknown; leasing?: unknown },
  kind: 'bike_policy' | 'contract_amendment' | 'contract',
): boolean {
  if (kind === 'contract') return true;
  if (!offer.company || !offer.leasing) return false;
  return kind === 'bike_policy' || Boolean(offer.user);
}
