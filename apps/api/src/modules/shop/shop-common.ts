import crypto from 'node:crypto';
import { AppError } from '../../platform/errors';

/** Who acts on a shop order: the anonymous customer (no id), staff, or the provider's webhook. */
export type Actor = { id: number | null; ip?: string | null };
export const CUSTOMER: Actor = { id: null };
/** Only the tracking token's SHA-256 is stored: the link in the mail is the secret. */
export const hashOf = (token: string) => crypto.createHash('sha256').update(token).digest('hex');
export const outOfStock = () => new AppError(409, 'out_of_stock', 'An item of the order is no longer in stock');
