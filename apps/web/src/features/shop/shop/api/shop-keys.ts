import { publicRoot } from '@/lib/public-query-root';
import type { ShopQuoteRequest } from './shop-contract';

/** The web shop's query keys (decision 072), under the public root: a visitor reads them signed in or not. */
export const shopKeys = {
  /** The same key as the public site's footer: one request for the stores' list. */
  schedule: () => [...publicRoot, 'schedule'] as const,
  quote: (request: ShopQuoteRequest) => [...publicRoot, 'shop', 'quote', request] as const,
  order: (number: string, token: string | null) => [...publicRoot, 'shop', 'order', number, token] as const,
  mine: () => [...publicRoot, 'shop', 'mine'] as const,
};
