/**
 * The books (issue 28, decision 084): journal entries in double entry on the Belgian chart of accounts (PCMN / MAR),
 * built from the documents that happened — a bill or credit note, a payment received, a purchase invoice, a supplier
 * payment. Pure functions in integer cents: every entry they return balances to the cent, and a credit note is the
 * mirror of an invoice (the amounts of a credit note are negative, decision 041), so nothing is ever edited.
 */
import { daysBetween } from '../brussels-time';
import { roundCents } from '../offers';

export const DAYBOOK_KINDS = ['sales', 'purchases', 'bank', 'cash', 'misc'] as const;
export type DaybookKind = (typeof DAYBOOK_KINDS)[number];

/** The daybooks every installation starts with (VTE, ACH, BNK, CSH, OD: the codes a Belgian accountant reads). */
export const DEFAULT_DAYBOOKS: readonly { code: string; kind: DaybookKind; name: string }[] = [
  { code: 'VTE', kind: 'sales', name: 'Ventes' },
  { code: 'ACH', kind: 'purchases', name: 'Achats' },
  { code: 'BNK', kind: 'bank', name: 'Banque' },
  { code: 'CSH', kind: 'cash', name: 'Caisse' },
  { code: 'OD', kind: 'misc', name: 'Opérations diverses' },
];

/** What a sale is of, for its revenue account (700xxx). */
export const SALE_KINDS = ['bikes', 'accessories', 'services', 'rentals', 'leasing'] as const;
export type SaleKind = (typeof SALE_KINDS)[number];

/** A bill's sale kind from what it bills (decision 048's source kinds); a bill written by hand counts as bikes. */
export function saleKindOfSources(kinds: readonly string[]): SaleKind {
  const first = kinds[0];
  switch (first) {
    case 'checkout_ticket':
      return 'accessories';
    case 'workshop_job':
      return 'services';
    case 'rental':
    case 'reservation_charge':
      return 'rentals';
    case 'leasing':
      return 'leasing';
    default:
      return 'bikes';
  }
}

/** How money came in: the journal it goes to and the account it debits. */
export const RECEIPT_MEANS = ['bank', 'cash', 'card', 'gift_card'] as const;
export type ReceiptMeans = (typeof RECEIPT_MEANS)[number];

/** A bill payment's source and method (decision 047/061) as a means of receipt. */
export function receiptMeansOf(source: string, method: string | null): ReceiptMeans {
  if (source === 'gift_card') return 'gift_card';
  if (source === 'online') return 'card';
  // A web order's refund given back through the payment provider (decision 112) leaves by the acquirer, as it came.
  if (method === 'online') return 'card';
  // A web order's refund put back on the gift card that paid it (decision 116): the debt to the card's holder grows.
  if (method === 'gift_card') return 'gift_card';
  if (method === 'cash') return 'cash';
  if (method === 'card') return 'card';
  return 'bank';
}

/**
 * Accounts and VAT grid codes (the periodic VAT return's boxes), per line kind and rate. The defaults are the PCMN
 * accounts and the grid a Belgian accountant expects for a bike shop; `PUT /api/accounting/settings` changes them.
 */
export type AccountingSettings = {
  accounts: {
    customers: string;
    suppliers: string;
    vatPayable: string;
    vatRecoverable: string;
    bank: string;
    cash: string;
    /** Card and online payments wait here until the acquirer pays out. */
    cardTransit: string;
    /** A till ticket paid by transfer waits here until the bank statement shows the money (decision 116). */
    transferTransit: string;
    /** Gift cards sold and not yet spent: a debt to their holders. */
    giftCards: string;
    /** Gift cards given without a sale (a goodwill gesture, a replacement): a commercial expense (decision 116). */
    giftCardsGiven: string;
    purchases: string;
    sales: Record<SaleKind, string>;
  };
  vatCodes: {
    /** Base of a sale per VAT rate: 03 for 21 %, 02 for 12 %, 01 for 6 %, 00 for 0 %. */
    salesBase: Record<string, string>;
    salesReverseChargeBase: string;
    salesVat: string;
    salesCreditBase: string;
    salesCreditVat: string;
    purchasesBase: string;
    purchasesVat: string;
    purchasesCreditBase: string;
    purchasesCreditVat: string;
  };
};

export const DEFAULT_ACCOUNTING_SETTINGS: AccountingSettings = {
  accounts: {
    customers: '400000',
    suppliers: '440000',
    vatPayable: '451000',
    vatRecoverable: '411000',
    bank: '550000',
    cash: '570000',
    cardTransit: '580000',
    transferTransit: '580100',
    giftCards: '489000',
    giftCardsGiven: '615100',
    purchases: '604000',
    sales: { bikes: '700000', accessories: '700100', services: '700200', rentals: '700300', leasing: '700400' },
  },
  vatCodes: {
    salesBase: { '21': '03', '12': '02', '6': '01', '0': '00' },
    salesReverseChargeBase: '45',
    salesVat: '54',
    salesCreditBase: '49',
    salesCreditVat: '64',
    purchasesBase: '81',
    purchasesVat: '59',
    purchasesCreditBase: '85',
    purchasesCreditVat: '63',
  },
};

/**
 * Settings as stored, completed with today's defaults: an account added since they were saved (decision 116's gift
 * cards given) reads its default until the admin changes it.
 */
export function withDefaultSettings(stored: AccountingSettings | null | undefined): AccountingSettings {
  if (!stored) return DEFAULT_ACCOUNTING_SETTINGS;
  const d = DEFAULT_ACCOUNTING_SETTINGS;
  return {
    accounts: { ...d.accounts, ...stored.accounts, sales: { ...d.accounts.sales, ...stored.accounts?.sales } },
    vatCodes: { ...d.vatCodes, ...stored.vatCodes, salesBase: { ...d.vatCodes.salesBase, ...stored.vatCodes?.salesBase } },
  };
}

export type EntryLine = { account: string; debitCents: number; creditCents: number; vatCode: string | null; description: string };
export type EntryDraft = { daybook: string; date: string; reference: string; lines: EntryLine[] };

/** A signed amount as one line: positive on the side named, negative on the other (a credit note's mirror). */
function line(account: string, side: 'debit' | 'credit', cents: number, description: string, vatCode: string | null = null): EntryLine {
  const onSide = cents >= 0 ? side : side === 'debit' ? 'credit' : 'debit';
  const amount = Math.abs(cents);
  return { account, debitCents: onSide === 'debit' ? amount : 0, creditCents: onSide === 'credit' ? amount : 0, vatCode, description };
}

const nonZero = (lines: EntryLine[]) => lines.filter((l) => l.debitCents !== 0 || l.creditCents !== 0);

export const entryDebitCents = (lines: readonly EntryLine[]) => lines.reduce((s, l) => s + l.debitCents, 0);
export const entryCreditCents = (lines: readonly EntryLine[]) => lines.reduce((s, l) => s + l.creditCents, 0);
export const isBalanced = (lines: readonly EntryLine[]) => entryDebitCents(lines) === entryCreditCents(lines);

/** The VAT of one rate's net amount, as a bill computes it (once per rate, decision 041). */
export const vatOfRate = (netCents: number, rate: number) => roundCents((netCents * rate) / 100);

export type SalesDocument = {
  kind: 'invoice' | 'credit_note';
  number: string;
  date: string;
  customerName: string;
  /** The bill's sale kind: what a line without its own kind is booked on. */
  saleKind: SaleKind;
  reverseCharge: boolean;
  /**
   * Net amount per VAT rate (negative on a credit note), and per sale kind when the bill's lines say theirs (a bill made
   * from till tickets, decision 116): each kind on its own revenue account.
   */
  byRate: readonly { rate: number; netCents: number; saleKind?: SaleKind }[];
};

/**
 * An issued bill or credit note in the sales daybook: customers debited, revenue per sale kind and rate and VAT
 * payable credited. The VAT is computed once per rate over every kind, as the bill does (decision 041).
 */
export function salesEntry(doc: SalesDocument, settings: AccountingSettings = DEFAULT_ACCOUNTING_SETTINGS): EntryDraft {
  const { accounts, vatCodes } = settings;
  const credit = doc.kind === 'credit_note';
  const text = `${doc.number} ${doc.customerName}`;
  const revenue = doc.byRate.map((r) =>
    line(
      accounts.sales[r.saleKind ?? doc.saleKind],
      'credit',
      r.netCents,
      text,
      credit
        ? vatCodes.salesCreditBase
        : doc.reverseCharge
          ? vatCodes.salesReverseChargeBase
          : (vatCodes.salesBase[String(r.rate)] ?? null),
    ),
  );
  const netOfRate = new Map<number, number>();
  for (const r of doc.byRate) netOfRate.set(r.rate, (netOfRate.get(r.rate) ?? 0) + r.netCents);
  const vatCents = doc.reverseCharge ? 0 : [...netOfRate].reduce((s, [rate, net]) => s + vatOfRate(net, rate), 0);
  const netCents = doc.byRate.reduce((s, r) => s + r.netCents, 0);
  const lines = [
    line(accounts.customers, 'debit', netCents + vatCents, text),
    ...revenue,
    line(accounts.vatPayable, 'credit', vatCents, text, credit ? vatCodes.salesCreditVat : vatCodes.salesVat),
  ];
  return { daybook: 'VTE', date: doc.date, reference: doc.number, lines: nonZero(lines) };
}

export type PurchaseDocument = {
  kind: 'invoice' | 'credit_note';
  number: string;
  date: string;
  supplierName: string;
  /** Amounts as the supplier's document states them (positive; a credit note is turned around here). */
  exclVatCents: number;
  vatCents: number;
};

/** A purchase invoice in the purchases daybook: purchases and VAT recoverable debited, the supplier credited. */
export function purchaseEntry(doc: PurchaseDocument, settings: AccountingSettings = DEFAULT_ACCOUNTING_SETTINGS): EntryDraft {
  const { accounts, vatCodes } = settings;
  const credit = doc.kind === 'credit_note';
  const sign = credit ? -1 : 1;
  const text = `${doc.number} ${doc.supplierName}`;
  const lines = [
    line(accounts.purchases, 'debit', sign * doc.exclVatCents, text, credit ? vatCodes.purchasesCreditBase : vatCodes.purchasesBase),
    line(accounts.vatRecoverable, 'debit', sign * doc.vatCents, text, credit ? vatCodes.purchasesCreditVat : vatCodes.purchasesVat),
    line(accounts.suppliers, 'credit', sign * (doc.exclVatCents + doc.vatCents), text),
  ];
  return { daybook: 'ACH', date: doc.date, reference: doc.number, lines: nonZero(lines) };
}

export type ReceiptDocument = {
  date: string;
  reference: string;
  billNumber: string;
  customerName: string;
  amountCents: number;
  means: ReceiptMeans;
};

/** A payment received for a bill: the bank, the till, the card acquirer or the gift-card debt debited, the customer credited. */
export function receiptEntry(doc: ReceiptDocument, settings: AccountingSettings = DEFAULT_ACCOUNTING_SETTINGS): EntryDraft {
  const { accounts } = settings;
  const [daybook, account] =
    doc.means === 'cash'
      ? ['CSH', accounts.cash]
      : doc.means === 'card'
        ? ['BNK', accounts.cardTransit]
        : doc.means === 'gift_card'
          ? ['OD', accounts.giftCards]
          : ['BNK', accounts.bank];
  const text = `${doc.billNumber} ${doc.customerName}`;
  const lines = [line(account, 'debit', doc.amountCents, text), line(accounts.customers, 'credit', doc.amountCents, text)];
  return { daybook, date: doc.date, reference: doc.reference, lines: nonZero(lines) };
}

export type SupplierPaymentDocument = {
  date: string;
  reference: string;
  purchaseNumber: string;
  supplierName: string;
  amountCents: number;
};

/** A supplier paid by transfer: the supplier debited, the bank credited. */
export function supplierPaymentEntry(doc: SupplierPaymentDocument, settings: AccountingSettings = DEFAULT_ACCOUNTING_SETTINGS): EntryDraft {
  const { accounts } = settings;
  const text = `${doc.purchaseNumber} ${doc.supplierName}`;
  const lines = [line(accounts.suppliers, 'debit', doc.amountCents, text), line(accounts.bank, 'credit', doc.amountCents, text)];
  return { daybook: 'BNK', date: doc.date, reference: doc.reference, lines: nonZero(lines) };
}

/** How a till ticket was paid, besides a gift card (checkout.ts's `PAYMENT_METHODS`). */
export type TillPaymentMethod = 'cash' | 'card' | 'transfer';

/**
 * A till ticket (decision 110) as the books read it: its goods per sale kind and VAT rate, as rung up (base and VAT
 * of the lines, so the entry's VAT is the ticket's to the cent), what a gift card paid and the face value of the gift
 * cards it sold (outside VAT scope, decision 063).
 */
export type TillTicketDocument = {
  number: string;
  date: string;
  customerName: string | null;
  paymentMethod: TillPaymentMethod;
  goods: readonly { saleKind: SaleKind; rate: number; exclVatCents: number; vatCents: number }[];
  giftCardPaidCents: number;
  giftCardsSoldCents: number;
};

/** The ticket's revenue per sale kind and rate with its grid code, then its VAT payable on grid 54 (credit side). */
function tillRevenueLines(ticket: TillTicketDocument, settings: AccountingSettings, text: string): EntryLine[] {
  const { accounts, vatCodes } = settings;
  const vatCents = ticket.goods.reduce((s, g) => s + g.vatCents, 0);
  return [
    ...ticket.goods.map((g) =>
      line(accounts.sales[g.saleKind], 'credit', g.exclVatCents, text, vatCodes.salesBase[String(g.rate)] ?? null),
    ),
    line(accounts.vatPayable, 'credit', vatCents, text, vatCodes.salesVat),
  ];
}

/** What a ticket's goods cost, VAT included: what its bill's customer paid at the till (decision 113). */
export const goodsInclVatCents = (ticket: { goods: readonly { exclVatCents: number; vatCents: number }[] }) =>
  ticket.goods.reduce((s, g) => s + g.exclVatCents + g.vatCents, 0);

/**
 * A till ticket in the cash daybook (decision 110): what was paid debited — cash on 570000, a card on the acquirer's
 * 580000, a transfer on 580100 until the bank statement shows it (decision 116; 550000 before) — and a gift card spent on its debt (489000); revenue per sale kind and rate
 * (grids 03/02/01/00), VAT payable (54) and the gift cards sold (a new debt to their holders, 489000) credited.
 */
export function tillTicketEntry(ticket: TillTicketDocument, settings: AccountingSettings = DEFAULT_ACCOUNTING_SETTINGS): EntryDraft {
  const { accounts } = settings;
  const text = ticket.customerName ? `${ticket.number} ${ticket.customerName}` : ticket.number;
  const paidCents = goodsInclVatCents(ticket) + ticket.giftCardsSoldCents - ticket.giftCardPaidCents;
  // A transfer is money still to come: it waits on a transit account, cleared when the statement is booked (decision 116).
  const means =
    ticket.paymentMethod === 'cash' ? accounts.cash : ticket.paymentMethod === 'card' ? accounts.cardTransit : accounts.transferTransit;
  const lines = [
    line(means, 'debit', paidCents, text),
    line(accounts.giftCards, 'debit', ticket.giftCardPaidCents, text),
    ...tillRevenueLines(ticket, settings, text),
    line(accounts.giftCards, 'credit', ticket.giftCardsSoldCents, text),
  ];
  return { daybook: 'CSH', date: ticket.date, reference: ticket.number, lines: nonZero(lines) };
}

/**
 * A till ticket billed afterwards (decision 110): the bill is the VAT document and the sales daybook books it as any
 * bill (400000 / 700xxx / 451000), so the till's takings give the ticket's revenue and VAT back on the bill's date —
 * the ticket entry's revenue and VAT lines on the other side, same grids — against the customer (400000), whose bill
 * the till already cashed. Revenue and VAT are then counted once, on the bill; the cash once, at the till.
 */
export function tillTicketBilledEntry(
  ticket: TillTicketDocument,
  bill: { number: string; date: string; customerName: string },
  settings: AccountingSettings = DEFAULT_ACCOUNTING_SETTINGS,
): EntryDraft {
  const text = `${bill.number} ${ticket.number} ${bill.customerName}`;
  const lines = [
    ...tillRevenueLines(ticket, settings, text).map((l) => ({ ...l, debitCents: l.creditCents, creditCents: l.debitCents })),
    line(settings.accounts.customers, 'credit', goodsInclVatCents(ticket), text),
  ];
  return { daybook: 'CSH', date: bill.date, reference: bill.number, lines: nonZero(lines) };
}

/**
 * What a gift card paid of a web order's bill (decision 116): the card pays the goods first (decision 111), so it pays
 * the bill up to its total; what it paid beyond went to the gift cards the order bought.
 */
export const giftCardShareOfBill = (giftCardCents: number, billedCents: number) => Math.max(0, Math.min(giftCardCents, billedCents));

/**
 * A web order that bought gift cards (decision 116): the cards are outside VAT scope (decision 063) and not on its
 * bill; what paid for them is a debt to their holders, never revenue.
 */
export type ShopGiftCardsDocument = {
  number: string;
  date: string;
  customerName: string;
  /**
   * How the order's money came in, as its bill's money payment is booked: online through the provider or by card at
   * the store's terminal (the acquirer's account), in cash at the store's till, or by transfer (decision 121).
   */
  means: 'card' | 'cash' | 'bank';
  /** The face value of the cards bought. */
  giftCardsSoldCents: number;
  /** What a gift card paid of the whole order, and what the order's bill totals (goods and delivery). */
  giftCardPaidCents: number;
  billedCents: number;
};

/**
 * The gift cards a web order bought (decision 116), on the day it was paid: the money that paid them debited as the
 * bill's own payment is (580000 online or by card at the store, 570000 in cash at the store in the cash daybook,
 * decision 121; 550000 by transfer) and the part an older gift card paid on its debt (489000), the face value credited
 * to 489000. The bill and its payments are booked as any bill's; together they tie out with what the provider, the
 * till or the bank received. Without money (a card paid for the cards) it is a misc entry.
 */
export function shopGiftCardsEntry(doc: ShopGiftCardsDocument, settings: AccountingSettings = DEFAULT_ACCOUNTING_SETTINGS): EntryDraft {
  const { accounts } = settings;
  const text = `${doc.number} ${doc.customerName}`;
  const cardLeft = doc.giftCardPaidCents - giftCardShareOfBill(doc.giftCardPaidCents, doc.billedCents);
  const cardPart = Math.min(cardLeft, doc.giftCardsSoldCents);
  const moneyCents = doc.giftCardsSoldCents - cardPart;
  const means = doc.means === 'card' ? accounts.cardTransit : doc.means === 'cash' ? accounts.cash : accounts.bank;
  const lines = [
    line(means, 'debit', moneyCents, text),
    line(accounts.giftCards, 'debit', cardPart, text),
    line(accounts.giftCards, 'credit', doc.giftCardsSoldCents, text),
  ];
  const daybook = moneyCents <= 0 ? 'OD' : doc.means === 'cash' ? 'CSH' : 'BNK';
  return { daybook, date: doc.date, reference: doc.number, lines: nonZero(lines) };
}

/** A gift card an admin created on the gift cards screen, without a sale (decision 116). */
export type GiftCardGivenDocument = { code: string; date: string; amountCents: number; buyerName: string | null; note: string | null };

/**
 * A gift card given without a sale — a goodwill gesture, a replacement (decision 116) — in the misc daybook on the day
 * it was created: the commercial expense debited (615100 by default), the debt to its holder credited (489000), so
 * that account holds every card that may still be spent. No VAT: the card is a multi-purpose voucher (decision 063),
 * its VAT is due when it is spent on goods, as for a card sold.
 */
export function giftCardGivenEntry(doc: GiftCardGivenDocument, settings: AccountingSettings = DEFAULT_ACCOUNTING_SETTINGS): EntryDraft {
  const { accounts } = settings;
  const masked = `${doc.code.slice(0, 4)}-****`;
  const text = [masked, doc.buyerName, doc.note].filter(Boolean).join(' ').slice(0, 200);
  const lines = [line(accounts.giftCardsGiven, 'debit', doc.amountCents, text), line(accounts.giftCards, 'credit', doc.amountCents, text)];
  return { daybook: 'OD', date: doc.date, reference: masked, lines: nonZero(lines) };
}

/** A gift card voided with a balance (decision 119): what it still held the moment it was voided. */
export type GiftCardVoidedDocument = { code: string; date: string; amountCents: number; note: string | null };

/**
 * A gift card voided (decision 119) in the misc daybook on the Brussels day it was voided: the debt to its holder is
 * gone (489000 debited by what it still held) and the gift expense reversed (615100 credited). A card replaced by a
 * new one made by hand, or made by mistake, thus nets to zero with that card's `giftCardGivenEntry`.
 */
export function giftCardVoidedEntry(doc: GiftCardVoidedDocument, settings: AccountingSettings = DEFAULT_ACCOUNTING_SETTINGS): EntryDraft {
  const { accounts } = settings;
  const masked = `${doc.code.slice(0, 4)}-****`;
  const text = [masked, doc.note].filter(Boolean).join(' ').slice(0, 200);
  const lines = [line(accounts.giftCards, 'debit', doc.amountCents, text), line(accounts.giftCardsGiven, 'credit', doc.amountCents, text)];
  return { daybook: 'OD', date: doc.date, reference: masked, lines: nonZero(lines) };
}

/** A correction: the same lines, sides swapped (an entry is never edited, decision 084). */
export function reversalOf(entry: EntryDraft, date: string, reference: string): EntryDraft {
  return {
    daybook: entry.daybook,
    date,
    reference,
    lines: entry.lines.map((l) => ({ ...l, debitCents: l.creditCents, creditCents: l.debitCents })),
  };
}

/** The VAT an entry puts on the VAT payable account (credit minus debit). */
export const vatPayableCents = (lines: readonly EntryLine[], settings: AccountingSettings = DEFAULT_ACCOUNTING_SETTINGS) =>
  lines.filter((l) => l.account === settings.accounts.vatPayable).reduce((s, l) => s + l.creditCents - l.debitCents, 0);

// Ageing of open balances ---------------------------------------------------------------------------------------

export type AgeingTotals = {
  notDueCents: number;
  days1to30Cents: number;
  days31to60Cents: number;
  days61to90Cents: number;
  over90Cents: number;
};
export const AGEING_BUCKETS = ['notDueCents', 'days1to30Cents', 'days31to60Cents', 'days61to90Cents', 'over90Cents'] as const;

/** Days past the due date on `today` (Brussels calendar days); 0 when not due yet or due today, or without a due date. */
export function daysOverdue(dueDate: string | null, today: string): number {
  return dueDate ? Math.max(0, daysBetween(dueDate, today)) : 0;
}

export function ageingBucket(days: number): (typeof AGEING_BUCKETS)[number] {
  if (days <= 0) return 'notDueCents';
  if (days <= 30) return 'days1to30Cents';
  if (days <= 60) return 'days31to60Cents';
  if (days <= 90) return 'days61to90Cents';
  return 'over90Cents';
}

/** Each open item with its days overdue, and the totals per bucket. */
export function ageing<T extends { dueDate: string | null; openCents: number }>(items: readonly T[], today: string) {
  const totals: AgeingTotals = { notDueCents: 0, days1to30Cents: 0, days31to60Cents: 0, days61to90Cents: 0, over90Cents: 0 };
  const data = items.map((item) => {
    const days = daysOverdue(item.dueDate, today);
    totals[ageingBucket(days)] += item.openCents;
    return { ...item, daysOverdue: days };
  });
  return { data, totals };
}
