import crypto from 'node:crypto';
import type { ShopPaidBy } from '@veloport/domain';
import { AppError } from '../../platform/errors';

/** Who acts on a shop order: the anonymous customer (no id), staff, or the provider's webhook. */
export type Actor = { id: number | null; ip?: string | null };
export const CUSTOMER: Actor = { id: null };
/** Only the tracking token's SHA-256 is stored: the link in the mail is the secret. */
export const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
export const outOfStock = () => new AppError(409, 'out_of_stock', 'An item of the order is no longer in stock');

/**
 * Who took an order's money at the store (decision 121), kept in `payment_provider`: a checkout's provider otherwise,
 * never set on an order paid by transfer or in the store. No column of its own: the books feed reads the order, which
 * has no bill when it bought only gift cards (decision 105).
 */
export const TAKEN_AT_STORE = { cash: 'store_cash', card: 'store_card' } as const;

type PaidRow = { paymentMethod: string; paymentProvider: string | null };
/** How the order's money came, as its bill's money payment is booked (decision 121; online: the acquirer). */
export function moneyMeansOf(row: PaidRow): 'card' | 'cash' | 'bank' {
  if (row.paymentProvider === TAKEN_AT_STORE.cash) return 'cash';
  if (row.paymentProvider === TAKEN_AT_STORE.card || row.paymentMethod === 'online') return 'card';
  return 'bank';
}
/** How a paid order was paid, for its staff page; null while unpaid, or paid in the store before decision 121. */
export function paidByOf(row: PaidRow & { paymentStatus: string; totalInclVatCents: number }): ShopPaidBy | null {
  if (row.paymentStatus !== 'paid' && row.paymentStatus !== 'refunded') return null;
  if (row.paymentProvider === TAKEN_AT_STORE.cash) return 'cash';
  if (row.paymentProvider === TAKEN_AT_STORE.card) return 'card';
  if (row.totalInclVatCents === 0) return 'gift_card';
  if (row.paymentMethod === 'online') return 'online';
  return row.paymentMethod === 'transfer' ? 'transfer' : null;
}
