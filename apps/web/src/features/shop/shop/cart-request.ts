import type { CartLine } from '@/lib/shop-cart';
import type { ShopLineRequest } from './api/shop-contract';

/** What the shop's quote and order take from the cart: ids, sizes and quantities, never the page's prices. */
export function cartToRequestLines(lines: CartLine[]): ShopLineRequest[] {
  return lines.map((line): ShopLineRequest => {
    switch (line.kind) {
      case 'bike':
        return { kind: 'bike', modelId: line.modelId, size: line.size };
      case 'accessory':
        return { kind: 'accessory', accessoryId: line.accessoryId, quantity: line.quantity };
      case 'used_bike':
        return { kind: 'used_bike', usedBikeId: line.usedBikeId };
      case 'gift_card':
        return { kind: 'gift_card', amountCents: line.amountCents };
    }
  });
}

/**
 * The refusal of each line, from a 422's fields (`lines.2.modelId: out_of_stock` → line 2 says out of stock).
 */
export function lineErrors(fields: Record<string, string>): Map<number, string> {
  const errors = new Map<number, string>();
  for (const [key, code] of Object.entries(fields)) {
    const match = /^lines\.(\d+)/.exec(key);
    if (match && !errors.has(Number(match[1]))) errors.set(Number(match[1]), code);
  }
  return errors;
}
