import { describe, expect, it } from 'vitest';
import {
  OFFER_STATUSES,
  canChangeOfferStatus,
  offerDocumentApplies,
  instalments,
  isOfferEditable,
  offerFigures,
  offerLineAmounts,
  offerTotals,
  residualValueCents,
  roundCents,
  type OfferLineInput,
  type PlanAdjustments,
} from './offers';
import { financedMonthlyPaymentCents, purchaseOptionInstalmentCents } from './pricing';

const bike = (over: Partial<OfferLineInput> = {}): OfferLineInput => ({
  kind: 'bike',
  quantity: 1,
  unitPriceCents: 300_000,
  vatRate: 21,
  ...over,
});
const plan = (over: Partial<PlanAdjustments> = {}): PlanAdjustments => ({
  vatIncluded: false,
  saleDiscountPercent: 0,
  leasingDiscountPercent: 0,
  residualValuePercent: 16,
  ...over,
});

describe('roundCents', () => {
  it('rounds halves away from zero, despite float noise', () => {
    expect(roundCents(0.5)).toBe(1);
    expect(roundCents(1.4999999999999998)).toBe(2); // 1.5 computed as 1.4999…
    expect(roundCents(-0.5)).toBe(-1);
    expect(roundCents(2.4)).toBe(2);
    expect(roundCents(-0.4)).toBe(0);
    expect(Object.is(roundCents(-0.4), -0)).toBe(false);
  });
});

describe('one offer line', () => {
  it('multiplies, discounts, then adds VAT, each rounded to the cent', () => {
    expect(offerLineAmounts({ kind: 'accessory', quantity: 3, unitPriceCents: 1999, vatRate: 21, discountPercent: 10 })).toEqual({
      grossCents: 5997,
      discountCents: 600, // 599.7
      exclVatCents: 5397,
      vatCents: 1133, // 1133.37
      inclVatCents: 6530,
    });
  });

  it('rounds a half-cent discount and a half-cent VAT up', () => {
    // 25 × 5 % = 1.25 → 1; 105 × 10 % = 10.5 → 11.
    expect(offerLineAmounts({ kind: 'labour', quantity: 1, unitPriceCents: 25, vatRate: 6, discountPercent: 5 }).discountCents).toBe(1);
    expect(offerLineAmounts({ kind: 'labour', quantity: 1, unitPriceCents: 105, vatRate: 0, discountPercent: 10 }).discountCents).toBe(11);
    expect(offerLineAmounts({ kind: 'service', quantity: 1, unitPriceCents: 50, vatRate: 21 }).vatCents).toBe(11); // 10.5
  });

  it('knows no discount, 100 % discount and 0 % VAT', () => {
    expect(offerLineAmounts(bike())).toMatchObject({ discountCents: 0, exclVatCents: 300_000, vatCents: 63_000, inclVatCents: 363_000 });
    expect(offerLineAmounts(bike({ discountPercent: 100 }))).toMatchObject({ exclVatCents: 0, vatCents: 0, inclVatCents: 0 });
    expect(offerLineAmounts(bike({ vatRate: 0 }))).toMatchObject({ vatCents: 0, inclVatCents: 300_000 });
  });

  it('accepts two-decimal discounts', () => {
    expect(offerLineAmounts(bike({ unitPriceCents: 10_000, discountPercent: 12.5 })).discountCents).toBe(1250);
  });

  it('refuses impossible lines', () => {
    expect(() => offerLineAmounts(bike({ quantity: 0 }))).toThrow(RangeError);
    expect(() => offerLineAmounts(bike({ quantity: 1.5 }))).toThrow(RangeError);
    expect(() => offerLineAmounts(bike({ unitPriceCents: -1 }))).toThrow(RangeError);
    expect(() => offerLineAmounts(bike({ unitPriceCents: 1.5 }))).toThrow(RangeError);
    expect(() => offerLineAmounts(bike({ vatRate: -6 }))).toThrow(RangeError);
    expect(() => offerLineAmounts(bike({ discountPercent: 101 }))).toThrow(RangeError);
    expect(() => offerLineAmounts(bike({ discountPercent: Number.NaN }))).toThrow(RangeError);
  });
});

describe('offer totals', () => {
  const lines: OfferLineInput[] = [
    bike({ unitPriceCents: 250_000, discountPercent: 10, catalogueUnitCents: 260_000 }),
    { kind: 'accessory', quantity: 2, unitPriceCents: 4_999, vatRate: 21 },
    { kind: 'box', quantity: 1, unitPriceCents: 120_000, vatRate: 21, discountPercent: 5 },
    { kind: 'labour', quantity: 3, unitPriceCents: 4_500, vatRate: 6 },
    { kind: 'other_accessory', quantity: 1, unitPriceCents: 333, vatRate: 6, discountPercent: 50 },
    { kind: 'service', quantity: 1, unitPriceCents: 1_000, vatRate: 0 },
  ];

  it('sums the rounded lines; VAT grouped by rate, ascending', () => {
    const t = offerTotals(lines);
    const each = lines.map(offerLineAmounts);
    expect(t.exclVatCents).toBe(each.reduce((s, a) => s + a.exclVatCents, 0));
    expect(t.vatCents).toBe(each.reduce((s, a) => s + a.vatCents, 0));
    expect(t.inclVatCents).toBe(t.exclVatCents + t.vatCents);
    expect(t.vatByRate).toEqual([
      { rate: 0, baseCents: 1_000, vatCents: 0 },
      // 13 500 + 166 (333 − 166.5 → 167 discount); VAT 810 + 9.96 → 10
      { rate: 6, baseCents: 13_666, vatCents: 820 },
      // 225 000 + 9 998 + 114 000; VAT 47 250 + 2 099.58 → 2 100 + 23 940
      { rate: 21, baseCents: 348_998, vatCents: 73_290 },
    ]);
    expect(t.exclVatCents).toBe(1_000 + 13_666 + 348_998);
    expect(t.vatCents).toBe(820 + 73_290);
    expect(t.discountCents).toBe(25_000 + 6_000 + 167);
  });

  it('takes the catalogue value and the bike amount from the bike lines only', () => {
    const t = offerTotals([...lines, bike({ quantity: 2, unitPriceCents: 100_000 })]);
    expect(t.catalogueValueCents).toBe(260_000 + 200_000);
    expect(t.bikeAmountCents).toBe(225_000 + 200_000);
  });

  it('is zero for an empty offer', () => {
    expect(offerTotals([])).toEqual({
      exclVatCents: 0,
      vatCents: 0,
      inclVatCents: 0,
      discountCents: 0,
      vatByRate: [],
      catalogueValueCents: 0,
      bikeAmountCents: 0,
    });
  });

  it('can differ by a cent from VAT on the total: the lines are what is printed', () => {
    const three = [1, 2, 3].map(() => ({ kind: 'accessory' as const, quantity: 1, unitPriceCents: 50, vatRate: 21 }));
    // each line 10.5 → 11, so 33; 21 % of 150 would be 31.5 → 32.
    expect(offerTotals(three).vatCents).toBe(33);
  });
});

describe('offer figures', () => {
  it('a private purchase: no plan discount, shown VAT included, no lease', () => {
    const f = offerFigures({ contractType: 'purchase', lines: [bike()] });
    expect(f.purchase).toEqual({ saleDiscountCents: 0, amountExclVatCents: 300_000, amountInclVatCents: 363_000 });
    expect(f.leasing).toBeNull();
    expect(f.financing).toBeNull();
    expect(f.display).toEqual({ vatIncluded: true, purchaseCents: 363_000, monthlyCents: null });
  });

  it("a company purchase takes the plan's sale discount on excl. and incl. VAT, shown as the plan says", () => {
    const f = offerFigures({
      contractType: 'purchase',
      lines: [bike()],
      plan: plan({ saleDiscountPercent: 10, leasingDiscountPercent: 50 }),
    });
    expect(f.purchase).toEqual({ saleDiscountCents: 30_000, amountExclVatCents: 270_000, amountInclVatCents: 326_700 });
    expect(f.display).toEqual({ vatIncluded: false, purchaseCents: 270_000, monthlyCents: null });
    expect(
      offerFigures({ contractType: 'purchase', lines: [bike()], plan: plan({ vatIncluded: true, saleDiscountPercent: 10 }) }).display
        .purchaseCents,
    ).toBe(326_700);
  });

  it('finances a purchase over its duration: 5.49 % for a private customer, 8 % for a company (pricing.ts)', () => {
    const priv = offerFigures({ contractType: 'purchase', durationMonths: 24, lines: [bike()] });
    expect(priv.financing).toEqual({
      months: 24,
      annualRatePercent: 5.49,
      monthlyCents: financedMonthlyPaymentCents({ principalCents: 363_000, months: 24, customer: 'individual' }),
    });
    const company = offerFigures({ contractType: 'purchase', durationMonths: 24, lines: [bike()], plan: plan() });
    expect(company.financing).toMatchObject({
      annualRatePercent: 8,
      monthlyCents: financedMonthlyPaymentCents({ principalCents: 363_000, months: 24, customer: 'business' }),
    });
    expect(company.financing!.monthlyCents).toBeGreaterThan(priv.financing!.monthlyCents);
  });

  it('a private lease: amount / months, residual 16 % of the catalogue value in 24 instalments', () => {
    const f = offerFigures({ contractType: 'leasing', durationMonths: 36, lines: [bike({ catalogueUnitCents: 320_000 })] });
    expect(f.leasing).toMatchObject({
      months: 36,
      monthlyCents: 8_333,
      annualCents: 99_996,
      prepaidCents: 299_988,
      leasingDiscountCents: 0,
      yearlyMaintenanceBudgetCents: 0,
      residualValueCents: 51_200,
    });
    expect(f.leasing!.purchaseOptionInstalmentCents).toEqual(purchaseOptionInstalmentCents(320_000));
    expect(f.display.monthlyCents).toBe(10_083); // 8 333 + 21 % = 10 082.93
  });

  it("a company lease takes the plan's leasing discount and residual %; VAT-excluded display", () => {
    const f = offerFigures({
      contractType: 'leasing',
      durationMonths: 36,
      lines: [bike()],
      plan: plan({ leasingDiscountPercent: 10, saleDiscountPercent: 50, residualValuePercent: 20 }),
    });
    expect(f.leasing).toMatchObject({ leasingDiscountCents: 30_000, monthlyCents: 7_500, residualValueCents: 60_000 });
    expect(f.leasing!.purchaseOptionInstalmentCents.reduce((a, b) => a + b, 0)).toBe(60_000);
    expect(f.purchase.saleDiscountCents).toBe(0);
    expect(f.display).toMatchObject({ vatIncluded: false, monthlyCents: 7_500 });
  });

  it('adds the yearly maintenance budget / 12 for leasing with maintenance budget (120 € by default)', () => {
    expect(offerFigures({ contractType: 'leasing_with_maintenance_budget', durationMonths: 36, lines: [bike()] }).leasing).toMatchObject({
      yearlyMaintenanceBudgetCents: 12_000,
      monthlyCents: 8_333 + 1_000,
    });
    expect(
      offerFigures({
        contractType: 'leasing_with_maintenance_budget',
        durationMonths: 36,
        lines: [bike()],
        yearlyMaintenanceBudgetCents: 24_000,
      }).leasing!.monthlyCents,
    ).toBe(8_333 + 2_000);
  });

  it('annual and prepaid contracts bill 12 months or the whole duration; 36 months by default', () => {
    const annual = offerFigures({ contractType: 'annual', lines: [bike()] }).leasing!;
    expect(annual).toMatchObject({ months: 36, monthlyCents: 8_333, annualCents: 99_996 });
    expect(offerFigures({ contractType: 'prepaid', durationMonths: 12, lines: [bike()] }).leasing).toMatchObject({
      monthlyCents: 25_000,
      prepaidCents: 300_000,
    });
  });
});

describe('residual value and instalments', () => {
  it('defaults to 16 %, or the given percentage, rounded to the cent', () => {
    expect(residualValueCents(100_001)).toBe(16_000);
    expect(residualValueCents(100_001, 20)).toBe(20_000);
    expect(residualValueCents(99_999, 12.5)).toBe(12_500);
    expect(residualValueCents(0, 50)).toBe(0);
  });

  it('spreads leftover cents over the first instalments', () => {
    expect(instalments(100, 24)).toEqual([...Array(4).fill(5), ...Array(20).fill(4)]);
    expect(instalments(0, 3)).toEqual([0, 0, 0]);
  });
});

describe('offer status', () => {
  it('moves from in_progress only, and only then is editable', () => {
    for (const to of ['signed', 'cancelled', 'lost'] as const) expect(canChangeOfferStatus('in_progress', to)).toBe(true);
    for (const from of OFFER_STATUSES.filter((s) => s !== 'in_progress')) {
      for (const to of OFFER_STATUSES) expect(canChangeOfferStatus(from, to)).toBe(false);
      expect(isOfferEditable(from)).toBe(false);
    }
    expect(canChangeOfferStatus('in_progress', 'in_progress')).toBe(false);
    expect(isOfferEditable('in_progress')).toBe(true);
  });
});

describe('offerDocumentApplies', () => {
  const acme = { id: 1, name: 'Acme' };
  const emile = { id: 2, name: 'Emile' };
  const leasing = { monthlyCents: 1 };
  it('gives every offer a contract, a company lease a bike policy, and an employee’s lease the amendment', () => {
    expect(offerDocumentApplies({ company: null, user: emile }, 'contract')).toBe(true);
    expect(offerDocumentApplies({ company: null, user: emile }, 'bike_policy')).toBe(false);
    expect(offerDocumentApplies({ company: acme, user: null }, 'bike_policy')).toBe(false); // a purchase
    expect(offerDocumentApplies({ company: acme, user: null, leasing }, 'bike_policy')).toBe(true);
    expect(offerDocumentApplies({ company: acme, user: null, leasing }, 'contract_amendment')).toBe(false);
    expect(offerDocumentApplies({ company: acme, user: emile, leasing }, 'contract_amendment')).toBe(true);
  });
});
