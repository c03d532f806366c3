import { describe, expect, it } from 'vitest';
import {
  ageing,
  daysOverdue,
  DEFAULT_ACCOUNTING_SETTINGS,
  giftCardGivenEntry,
  giftCardVoidedEntry,
  isBalanced,
  purchaseEntry,
  receiptEntry,
  receiptMeansOf,
  reversalOf,
  saleKindOfSources,
  salesEntry,
  shopGiftCardsEntry,
  supplierPaymentEntry,
  tillTicketBilledEntry,
  tillTicketEntry,
  type TillTicketDocument,
  vatPayableCents,
  withDefaultSettings,
  type AccountingSettings,
  type EntryLine,
} from './accounting';
import { billTotals } from '../bill-totals';

const byAccount = (lines: EntryLine[]) => Object.fromEntries(lines.map((l) => [l.account, l]));

describe('a sales entry', () => {
  const totals = billTotals([
    { quantity: 1, unitPriceCents: 249_999, vatRate: 21 },
    { quantity: 3, unitPriceCents: 333, vatRate: 6 },
    { quantity: 1, unitPriceCents: 1_000, vatRate: 0 },
  ]);
  const invoice = salesEntry({
    kind: 'invoice',
    number: '2026-00042',
    date: '2026-11-02',
    customerName: 'Acme',
    saleKind: 'bikes',
    reverseCharge: false,
    byRate: totals.byRate,
  });

  it('balances and debits the customer with the bill total, VAT as the bill computes it', () => {
    expect(isBalanced(invoice.lines)).toBe(true);
    const lines = byAccount(invoice.lines);
    expect(lines['400000']).toMatchObject({ debitCents: totals.inclVatCents, creditCents: 0 });
    expect(lines['451000']).toMatchObject({ creditCents: totals.vatCents, vatCode: '54' });
    expect(vatPayableCents(invoice.lines)).toBe(totals.vatCents);
    expect(invoice.daybook).toBe('VTE');
  });

  it('credits revenue per rate with the grid codes 03 (21 %), 01 (6 %) and 00 (0 %)', () => {
    const revenue = invoice.lines.filter((l) => l.account === '700000');
    expect(revenue.map((l) => [l.vatCode, l.creditCents])).toEqual([
      ['03', 249_999],
      ['01', 999],
      ['00', 1_000],
    ]);
  });

  it('a credit note mirrors the invoice on the credit-note codes 49 and 64', () => {
    const credit = billTotals([
      { quantity: -1, unitPriceCents: 249_999, vatRate: 21 },
      { quantity: -3, unitPriceCents: 333, vatRate: 6 },
    ]);
    const entry = salesEntry({
      kind: 'credit_note',
      number: '2026-00043',
      date: '2026-11-03',
      customerName: 'Acme',
      saleKind: 'bikes',
      reverseCharge: false,
      byRate: credit.byRate,
    });
    expect(isBalanced(entry.lines)).toBe(true);
    const lines = byAccount(entry.lines);
    expect(lines['400000']).toMatchObject({ debitCents: 0, creditCents: -credit.inclVatCents });
    expect(lines['451000']).toMatchObject({ debitCents: -credit.vatCents, vatCode: '64' });
    expect(entry.lines.filter((l) => l.account === '700000').every((l) => l.vatCode === '49' && l.debitCents > 0)).toBe(true);
    expect(vatPayableCents(entry.lines)).toBe(credit.vatCents);
  });

  it('a reverse-charge sale has no VAT and its base on grid 45', () => {
    const entry = salesEntry({
      kind: 'invoice',
      number: 'X',
      date: '2026-11-02',
      customerName: 'NL BV',
      saleKind: 'services',
      reverseCharge: true,
      byRate: [{ rate: 0, netCents: 10_000 }],
    });
    expect(isBalanced(entry.lines)).toBe(true);
    expect(entry.lines.map((l) => [l.account, l.vatCode])).toEqual([
      ['400000', null],
      ['700200', '45'],
    ]);
  });

  it('takes the revenue account from what the bill bills', () => {
    expect(saleKindOfSources(['workshop_job'])).toBe('services');
    expect(saleKindOfSources(['checkout_ticket'])).toBe('accessories');
    expect(saleKindOfSources(['rental'])).toBe('rentals');
    expect(saleKindOfSources(['leasing'])).toBe('leasing');
    expect(saleKindOfSources([])).toBe('bikes');
    const leasing = salesEntry({
      kind: 'invoice',
      number: 'L',
      date: '2026-11-02',
      customerName: 'A',
      saleKind: 'leasing',
      reverseCharge: false,
      byRate: [{ rate: 21, netCents: 100 }],
    });
    expect(leasing.lines.map((l) => l.account)).toEqual(['400000', '700400', '451000']);
  });
});

describe('a purchase entry', () => {
  it('debits purchases (81) and VAT recoverable (59), credits the supplier', () => {
    const entry = purchaseEntry({
      kind: 'invoice',
      number: 'F-1',
      date: '2026-11-05',
      supplierName: 'Shimano',
      exclVatCents: 10_000,
      vatCents: 2_100,
    });
    expect(isBalanced(entry.lines)).toBe(true);
    expect(entry.daybook).toBe('ACH');
    expect(entry.lines.map((l) => [l.account, l.debitCents, l.creditCents, l.vatCode])).toEqual([
      ['604000', 10_000, 0, '81'],
      ['411000', 2_100, 0, '59'],
      ['440000', 0, 12_100, null],
    ]);
  });

  it('a supplier credit note is turned around on 85 and 63', () => {
    const entry = purchaseEntry({
      kind: 'credit_note',
      number: 'C-1',
      date: '2026-11-05',
      supplierName: 'Shimano',
      exclVatCents: 1_000,
      vatCents: 210,
    });
    expect(isBalanced(entry.lines)).toBe(true);
    expect(entry.lines.map((l) => [l.account, l.debitCents, l.creditCents, l.vatCode])).toEqual([
      ['604000', 0, 1_000, '85'],
      ['411000', 0, 210, '63'],
      ['440000', 1_210, 0, null],
    ]);
  });
});

describe('payments', () => {
  it('a transfer goes to the bank, cash to the till, a card to the acquirer, a gift card to its debt', () => {
    const of = (source: string, method: string | null) =>
      receiptEntry({
        date: '2026-11-05',
        reference: 'P1',
        billNumber: '2026-00001',
        customerName: 'A',
        amountCents: 500,
        means: receiptMeansOf(source, method),
      });
    expect([of('bank_statement', null), of('sepa', null), of('manual', 'transfer')].map((e) => [e.daybook, e.lines[0]!.account])).toEqual([
      ['BNK', '550000'],
      ['BNK', '550000'],
      ['BNK', '550000'],
    ]);
    expect([of('manual', 'cash').daybook, of('manual', 'cash').lines[0]!.account]).toEqual(['CSH', '570000']);
    expect(of('online', null).lines[0]!.account).toBe('580000');
    // A web order paid at the store by card (decision 121): the terminal's acquirer, as the till books a card.
    expect([of('manual', 'card').daybook, of('manual', 'card').lines[0]!.account]).toEqual(['BNK', '580000']);
    // A refund given back in cash goes through the till; by transfer, the bank.
    expect([of('refund', 'cash').daybook, of('refund', 'cash').lines[0]!.account]).toEqual(['CSH', '570000']);
    expect(of('refund', 'transfer').lines[0]!.account).toBe('550000');
    // Given back on the card through the payment provider: the acquirer's account, as the payment came in.
    expect(of('refund', 'online').lines[0]!.account).toBe('580000');
    expect([of('gift_card', null).daybook, of('gift_card', null).lines[0]!.account]).toEqual(['OD', '489000']);
    for (const e of [of('manual', 'cash'), of('online', null)]) {
      expect(isBalanced(e.lines)).toBe(true);
      expect(e.lines[1]).toMatchObject({ account: '400000', creditCents: 500 });
    }
  });

  it('a returned payment (negative) is the mirror', () => {
    const e = receiptEntry({ date: '2026-11-05', reference: 'R', billNumber: 'B', customerName: 'A', amountCents: -500, means: 'bank' });
    expect(e.lines.map((l) => [l.account, l.debitCents, l.creditCents])).toEqual([
      ['550000', 0, 500],
      ['400000', 500, 0],
    ]);
  });

  it('a supplier payment debits the supplier and credits the bank', () => {
    const e = supplierPaymentEntry({ date: '2026-11-06', reference: 'B1', purchaseNumber: 'F-1', supplierName: 'S', amountCents: 12_100 });
    expect(isBalanced(e.lines)).toBe(true);
    expect(e.lines.map((l) => [l.account, l.debitCents, l.creditCents])).toEqual([
      ['440000', 12_100, 0],
      ['550000', 0, 12_100],
    ]);
  });

  it('a reversal swaps the sides and still balances', () => {
    const e = supplierPaymentEntry({ date: '2026-11-06', reference: 'B1', purchaseNumber: 'F-1', supplierName: 'S', amountCents: 100 });
    const r = reversalOf(e, '2026-11-07', 'B1-R');
    expect(isBalanced(r.lines)).toBe(true);
    expect(r.lines[0]).toMatchObject({ account: '440000', debitCents: 0, creditCents: 100 });
  });

  it('uses the settings given', () => {
    const settings = { ...DEFAULT_ACCOUNTING_SETTINGS, accounts: { ...DEFAULT_ACCOUNTING_SETTINGS.accounts, bank: '550100' } };
    expect(
      supplierPaymentEntry({ date: '2026-11-06', reference: 'B', purchaseNumber: 'F', supplierName: 'S', amountCents: 1 }, settings)
        .lines[1]!.account,
    ).toBe('550100');
  });
});

describe('a till ticket in the cash daybook', () => {
  const ticket: TillTicketDocument = {
    number: 'T-000042',
    date: '2026-02-28',
    customerName: null,
    paymentMethod: 'cash',
    goods: [
      { saleKind: 'bikes', rate: 21, exclVatCents: 206_611, vatCents: 43_388 },
      { saleKind: 'accessories', rate: 21, exclVatCents: 4_132, vatCents: 868 },
      { saleKind: 'accessories', rate: 6, exclVatCents: 943, vatCents: 57 },
    ],
    giftCardPaidCents: 0,
    giftCardsSoldCents: 0,
  };
  const goodsCents = 206_611 + 43_388 + 4_132 + 868 + 943 + 57;

  it('debits the till with what was paid, credits revenue per kind and rate (03, 01) and the VAT (54)', () => {
    const entry = tillTicketEntry(ticket);
    expect(entry).toMatchObject({ daybook: 'CSH', date: '2026-02-28', reference: 'T-000042' });
    expect(isBalanced(entry.lines)).toBe(true);
    expect(entry.lines.map((l) => [l.account, l.debitCents, l.creditCents, l.vatCode])).toEqual([
      ['570000', goodsCents, 0, null],
      ['700000', 0, 206_611, '03'],
      ['700100', 0, 4_132, '03'],
      ['700100', 0, 943, '01'],
      ['451000', 0, 44_313, '54'],
    ]);
    expect(vatPayableCents(entry.lines)).toBe(43_388 + 868 + 57);
  });

  it('a card goes to the acquirer (580000), a transfer waits on its transit account (580100) until the statement shows it', () => {
    expect(tillTicketEntry({ ...ticket, paymentMethod: 'card' }).lines[0]).toMatchObject({ account: '580000', debitCents: goodsCents });
    expect(tillTicketEntry({ ...ticket, paymentMethod: 'transfer' }).lines[0]).toMatchObject({ account: '580100', debitCents: goodsCents });
  });

  it('a gift card spent debits its debt (489000); cards sold credit it, outside VAT, paid with the rest', () => {
    const entry = tillTicketEntry({ ...ticket, paymentMethod: 'card', giftCardPaidCents: 5_000, giftCardsSoldCents: 10_000 });
    expect(isBalanced(entry.lines)).toBe(true);
    const cards = entry.lines.filter((l) => l.account === '489000');
    expect(cards.map((l) => [l.debitCents, l.creditCents, l.vatCode])).toEqual([
      [5_000, 0, null],
      [0, 10_000, null],
    ]);
    expect(entry.lines[0]).toMatchObject({ account: '580000', debitCents: goodsCents + 10_000 - 5_000 });
  });

  it("a ticket selling only a gift card is cash against the cards' debt, no revenue, no VAT", () => {
    const entry = tillTicketEntry({ ...ticket, goods: [], giftCardsSoldCents: 2_500 });
    expect(entry.lines.map((l) => [l.account, l.debitCents, l.creditCents])).toEqual([
      ['570000', 2_500, 0],
      ['489000', 0, 2_500],
    ]);
  });

  it('a gift card paying the whole ticket leaves nothing on the till', () => {
    const entry = tillTicketEntry({ ...ticket, giftCardPaidCents: goodsCents });
    expect(entry.lines.some((l) => l.account === '570000')).toBe(false);
    expect(isBalanced(entry.lines)).toBe(true);
  });

  it('billed later: the revenue and VAT go back on the same grids against the customer the till already cashed', () => {
    const entry = tillTicketBilledEntry(
      { ...ticket, giftCardPaidCents: 5_000, giftCardsSoldCents: 10_000 },
      { number: '2026-00077', date: '2026-03-01', customerName: 'Jan Peeters' },
    );
    expect(entry).toMatchObject({ daybook: 'CSH', date: '2026-03-01', reference: '2026-00077' });
    expect(isBalanced(entry.lines)).toBe(true);
    expect(entry.lines.map((l) => [l.account, l.debitCents, l.creditCents, l.vatCode])).toEqual([
      ['700000', 206_611, 0, '03'],
      ['700100', 4_132, 0, '03'],
      ['700100', 943, 0, '01'],
      ['451000', 44_313, 0, '54'],
      ['400000', 0, goodsCents, null],
    ]);
    // The ticket and its correction: no revenue, no VAT left on the till; the cash and the cards stay.
    const both = [...tillTicketEntry(ticket).lines, ...entry.lines];
    expect(vatPayableCents(both)).toBe(0);
    expect(both.filter((l) => l.account.startsWith('70')).reduce((s, l) => s + l.creditCents - l.debitCents, 0)).toBe(0);
  });
});

describe('ageing', () => {
  const items = (dues: (string | null)[]) => dues.map((dueDate, i) => ({ id: i, dueDate, openCents: 100 }));

  it('on a Sunday: due today or later is not due, then 1–30, 31–60, 61–90, over 90', () => {
    const today = '2026-12-06'; // a Sunday
    const result = ageing(
      items([
        '2026-12-06',
        '2026-12-20',
        '2026-12-05',
        '2026-11-06',
        '2026-11-05',
        '2026-10-07',
        '2026-10-06',
        '2026-09-07',
        '2026-09-06',
        null,
      ]),
      today,
    );
    expect(result.data.map((d) => d.daysOverdue)).toEqual([0, 0, 1, 30, 31, 60, 61, 90, 91, 0]);
    expect(result.totals).toEqual({ notDueCents: 300, days1to30Cents: 200, days31to60Cents: 200, days61to90Cents: 200, over90Cents: 100 });
  });

  it('on 31 December and on 29 February counts calendar days across the year and the leap day', () => {
    expect(daysOverdue('2027-11-30', '2027-12-31')).toBe(31);
    expect(daysOverdue('2027-12-31', '2028-01-01')).toBe(1);
    expect(daysOverdue('2028-01-30', '2028-02-29')).toBe(30);
    expect(daysOverdue('2027-12-01', '2028-02-29')).toBe(90);
    expect(daysOverdue('2028-03-01', '2028-02-29')).toBe(0);
    expect(ageing(items(['2027-12-31', '2027-12-01', '2027-11-30', '2027-10-02', '2027-09-30']), '2027-12-31').totals).toEqual({
      notDueCents: 100,
      days1to30Cents: 100,
      days31to60Cents: 100,
      days61to90Cents: 100,
      over90Cents: 100,
    });
    expect(ageing(items(['2028-02-29', '2028-01-30', '2028-01-29', '2027-12-01', '2027-11-30']), '2028-02-29').totals).toEqual({
      notDueCents: 100,
      days1to30Cents: 100,
      days31to60Cents: 100,
      days61to90Cents: 100,
      over90Cents: 100,
    });
  });
});

describe('gift cards and sale kinds (decision 116)', () => {
  const rows = (lines: EntryLine[]) => lines.map((l) => [l.account, l.debitCents, l.creditCents, l.vatCode]);

  it('books each kind of a bill on its account, the VAT once per rate over the kinds', () => {
    // 0,05 € + 0,05 € at 21 %: 0,01 € + 0,01 € per kind, but 0,02 € (0,021 rounded) once per rate, as the bill.
    const entry = salesEntry({
      kind: 'invoice',
      number: '2026-000001',
      date: '2026-11-30',
      customerName: 'Paula',
      saleKind: 'accessories',
      reverseCharge: false,
      byRate: [
        { rate: 21, netCents: 5, saleKind: 'bikes' },
        { rate: 21, netCents: 5 },
      ],
    });
    expect(rows(entry.lines)).toEqual([
      ['400000', 12, 0, null],
      ['700000', 0, 5, '03'],
      ['700100', 0, 5, '03'],
      ['451000', 0, 2, '54'],
    ]);
  });

  it('books a web order’s gift cards bought online on the acquirer, and a card paying for cards on the cards’ debt alone', () => {
    const order = { number: 'W-000001', date: '2026-11-30', customerName: 'Anna', billedCents: 1_210 };
    expect(rows(shopGiftCardsEntry({ ...order, means: 'card', giftCardsSoldCents: 2_000, giftCardPaidCents: 0 }).lines)).toEqual([
      ['580000', 2_000, 0, null],
      ['489000', 0, 2_000, null],
    ]);
    const byCard = shopGiftCardsEntry({ ...order, means: 'card', giftCardsSoldCents: 2_000, giftCardPaidCents: 3_210 });
    expect(byCard.daybook).toBe('OD');
    expect(rows(byCard.lines)).toEqual([
      ['489000', 2_000, 0, null],
      ['489000', 0, 2_000, null],
    ]);
  });

  it('books a web order’s gift cards paid at the store where its bill’s money goes: the till in cash, the acquirer by card (decision 121)', () => {
    const order = { number: 'W-000002', date: '2026-11-30', customerName: 'Anna', billedCents: 1_210, giftCardPaidCents: 0 };
    const cash = shopGiftCardsEntry({ ...order, means: 'cash', giftCardsSoldCents: 2_000 });
    expect(cash.daybook).toBe('CSH');
    expect(rows(cash.lines)).toEqual([
      ['570000', 2_000, 0, null],
      ['489000', 0, 2_000, null],
    ]);
    const card = shopGiftCardsEntry({ ...order, means: 'card', giftCardsSoldCents: 2_000 });
    expect([card.daybook, card.lines[0]!.account]).toEqual(['BNK', '580000']);
    const transfer = shopGiftCardsEntry({ ...order, means: 'bank', giftCardsSoldCents: 2_000 });
    expect([transfer.daybook, transfer.lines[0]!.account]).toEqual(['BNK', '550000']);
  });

  it('books a card given by hand as a commercial expense against the cards’ debt, without VAT', () => {
    const entry = giftCardGivenEntry({
      code: 'ABCD-EFGH-JKLM-NPQR',
      date: '2026-11-30',
      amountCents: 2_500,
      buyerName: null,
      note: 'Lost card',
    });
    expect(entry).toMatchObject({ daybook: 'OD', reference: 'ABCD-****' });
    expect(rows(entry.lines)).toEqual([
      ['615100', 2_500, 0, null],
      ['489000', 0, 2_500, null],
    ]);
    expect(entry.lines[0]!.description).not.toContain('EFGH');
    expect(receiptMeansOf('refund', 'gift_card')).toBe('gift_card');
  });

  it('books a card voided with a balance as the debt gone against the gift expense reversed, netting its replacement', () => {
    const voided = giftCardVoidedEntry({
      code: 'ABCD-EFGH-JKLM-NPQR',
      date: '2026-11-30',
      amountCents: 1_500,
      note: 'Lost, new card WXYZ',
    });
    expect(voided).toMatchObject({ daybook: 'OD', date: '2026-11-30', reference: 'ABCD-****' });
    expect(rows(voided.lines)).toEqual([
      ['489000', 1_500, 0, null],
      ['615100', 0, 1_500, null],
    ]);
    expect(isBalanced(voided.lines)).toBe(true);
    expect(voided.lines[0]!.description).not.toContain('EFGH');
    // The replacement made by hand for what the old card held: 615100 and 489000 each net to zero over the pair.
    const given = giftCardGivenEntry({ code: 'WXYZ-2345-6789-ABCD', date: '2026-11-30', amountCents: 1_500, buyerName: null, note: null });
    const net = (account: string) =>
      [...given.lines, ...voided.lines].filter((l) => l.account === account).reduce((s, l) => s + l.debitCents - l.creditCents, 0);
    expect([net('615100'), net('489000')]).toEqual([0, 0]);
    expect(giftCardVoidedEntry({ code: 'ABCD-EFGH-JKLM-NPQR', date: '2026-11-30', amountCents: 0, note: null }).lines).toEqual([]);
  });

  it('reads settings saved before the account existed with its default', () => {
    const { giftCardsGiven: _, ...before } = DEFAULT_ACCOUNTING_SETTINGS.accounts;
    const stored = { ...DEFAULT_ACCOUNTING_SETTINGS, accounts: { ...before, bank: '550001' } } as unknown as AccountingSettings;
    expect(withDefaultSettings(stored).accounts).toMatchObject({ bank: '550001', giftCardsGiven: '615100' });
  });
});
