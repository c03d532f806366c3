import crypto from 'node:crypto';
import type { ShopPaidBy } from '@veloport/domain';
import { AppError } from '../../platform/errors';

/** Who acts on a shop order: the anonymous customer (no id), staff, or the provider's webhook. */
export type Actor = { id: number | null; ip?: string | null };
export const CUSTOMER: Actor = { id: null };
/** Only the tracking token's SHA-256 is stored: the link in the mail is the secret. */
export const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
export const outOfStock = () => new AppError(409, 'out_of_stock', 'An item of the order is no longer in stock');

type PaidRow = { paymentMethod: string; paidBy: string | null };
/** How the order's money came, as its bill's money payment is booked (decision 121; online: the acquirer). */
export function moneyMeansOf(row: PaidRow): 'card' | 'cash' | 'bank' {
  if (row.paidBy === 'cash') return 'cash';
  if (row.paidBy === 'card' || row.paymentMethod === 'online') return 'card';
  return 'bank';
}
/** How a paid order was paid, for its staff page; null while unpaid, or paid in the store before decision 121. */
export function paidByOf(row: PaidRow & { paymentStatus: string; totalInclVatCents: number }): ShopPaidBy | null {
  if (row.paymentStatus !== 'paid' && row.paymentStatus !== 'refunded') return null;
  if (row.paidBy === 'cash' || row.paidBy === 'card' || row.paidBy === 'transfer') return row.paidBy;
  if (row.totalInclVatCents === 0) return 'gift_card';
  if (row.paymentMethod === 'online') return 'online';
  return row.paymentMethod === 'transfer' ? 'transfer' : null;
}
