import { describe, expect, it } from 'vitest';
import { isBalanced } from './accounting';
import {
  canTransition,
  DEFAULT_EXPENSE_SETTINGS,
  expenseEntry,
  expenseReimbursementEntry,
  formatMileageRate,
  mileageAmountCents,
  receiptRequired,
  vatSplit,
} from './expense-reports';

describe('a mileage claim', () => {
  it('pays kilometres × the Belgian rate of 0,4270 € per km, rounded to the cent', () => {
    expect(DEFAULT_EXPENSE_SETTINGS.mileageMillicentsPerKm).toBe(42_700);
    expect(mileageAmountCents(100, 42_700)).toBe(4_270);
    expect(mileageAmountCents(1, 42_700)).toBe(43); // 42,7 cents
    expect(mileageAmountCents(34.5, 42_700)).toBe(1_473); // 1 473,15 cents
    expect(mileageAmountCents(196, 42_700)).toBe(8_369); // 8 369,2 cents
  });

  it('counts kilometres to the tenth', () => {
    expect(mileageAmountCents(12.34, 42_700)).toBe(mileageAmountCents(12.3, 42_700));
    expect(mileageAmountCents(0.1, 42_700)).toBe(4);
  });
});

describe('the recoverable VAT of an expense', () => {
  it('is what remains of the amount including VAT once the base is rounded', () => {
    expect(vatSplit(12_100, 21)).toEqual({ exclVatCents: 10_000, vatCents: 2_100 });
    expect(vatSplit(1_000, 21)).toEqual({ exclVatCents: 826, vatCents: 174 });
    expect(vatSplit(4_200, 12)).toEqual({ exclVatCents: 3_750, vatCents: 450 });
    expect(vatSplit(2_280, 6)).toEqual({ exclVatCents: 2_151, vatCents: 129 });
    expect(vatSplit(999, 0)).toEqual({ exclVatCents: 999, vatCents: 0 });
  });

  it('always adds up to the receipt, to the cent', () => {
    for (const rate of [0, 6, 12, 21])
      for (const incl of [1, 2, 3, 99, 101, 1_234, 98_765]) {
        const { exclVatCents, vatCents } = vatSplit(incl, rate);
        expect(exclVatCents + vatCents).toBe(incl);
        expect(vatCents).toBeGreaterThanOrEqual(0);
      }
  });
});

describe('the rules of a report', () => {
  it('asks for a receipt above the threshold only, never for mileage', () => {
    expect(receiptRequired('fuel', 2_500, DEFAULT_EXPENSE_SETTINGS)).toBe(false);
    expect(receiptRequired('fuel', 2_501, DEFAULT_EXPENSE_SETTINGS)).toBe(true);
    expect(receiptRequired('mileage', 90_000, DEFAULT_EXPENSE_SETTINGS)).toBe(false);
  });

  it('goes draft → submitted → approved or refused → reimbursed', () => {
    expect(canTransition('submit', 'draft')).toBe(true);
    expect(canTransition('approve', 'draft')).toBe(false);
    expect(canTransition('refuse', 'submitted')).toBe(true);
    expect(canTransition('reimburse', 'approved')).toBe(true);
    expect(canTransition('reimburse', 'refused')).toBe(false);
  });
});

describe('an expense in the books', () => {
  it('debits the category’s account and the VAT recoverable, and credits what is owed to the person', () => {
    const entry = expenseEntry({ id: 42, date: '2026-02-28', category: 'fuel', description: 'Diesel', ...vatSplit(6_050, 21) });
    expect(entry).toMatchObject({ daybook: 'OD', date: '2026-02-28', reference: 'EXP-000042' });
    expect(entry.lines.map((l) => [l.account, l.debitCents, l.creditCents, l.vatCode])).toEqual([
      ['612300', 5_000, 0, '81'],
      ['411000', 1_050, 0, '59'],
      ['455000', 0, 6_050, null],
    ]);
    expect(isBalanced(entry.lines)).toBe(true);
  });

  it('books a mileage claim without VAT, and its reimbursement from the bank', () => {
    const claim = expenseEntry({ id: 7, date: '2026-12-31', category: 'mileage', description: 'Tour', exclVatCents: 4_270, vatCents: 0 });
    expect(claim.lines.map((l) => l.account)).toEqual(['612400', '455000']);
    const paid = expenseReimbursementEntry({ id: 7, date: '2027-01-04', amountCents: 4_270, batchReference: 'VP-EXP-000003' });
    expect(paid.lines.map((l) => [l.account, l.debitCents, l.creditCents])).toEqual([
      ['455000', 4_270, 0],
      ['550000', 0, 4_270],
    ]);
  });

  it('writes the rate as the administration does', () => {
    expect(formatMileageRate(42_700)).toBe('0,4270 €');
  });
});
