import type { Locale } from '@veloport/domain';

/*
 * Mirrors the shop contract (packages/domain/src/contracts/shop.ts, issue 27), written while that contract was being
 * built beside this screen; to be folded into `Infer<typeof …Schema>` once it lands (decision 083).
 */
export type ShopLineRequest =
  | { kind: 'bike'; modelId: number; size: string }
  | { kind: 'accessory'; accessoryId: number; quantity: number }
  | { kind: 'gift_card'; amountCents: number };

export type DeliveryMethod = 'home' | 'store_pickup' | 'relay_point';
export const DELIVERY_METHODS: DeliveryMethod[] = ['home', 'store_pickup', 'relay_point'];
export type ShopAddress = { street: string; postalCode: string; city: string; country: string };
export type ShopDelivery = { method: DeliveryMethod; storeId?: number; address?: ShopAddress };

export type ShopQuoteRequest = {
  lines: ShopLineRequest[];
  delivery: ShopDelivery;
  promoCode?: string;
  giftCardCode?: string;
};

export type VatLine = { rate: number; baseCents: number; vatCents: number };
export type ShopQuote = {
  lines: (ShopLineRequest & { totalInclVatCents: number })[];
  deliveryCents: number;
  discountCents: number;
  giftCardCents: number;
  totalInclVatCents: number;
  vat: VatLine[];
  /** The day the goods are at the pickup store, when the shop says it (not in the first contract: read if present). */
  readyOn?: string | null;
};

export type PaymentMethod = 'transfer' | 'online' | 'in_store';
export const PAYMENT_METHODS: PaymentMethod[] = ['transfer', 'online', 'in_store'];

export type ShopOrderRequest = ShopQuoteRequest & {
  customer: { email: string; firstName: string; lastName: string; phone?: string; language: Locale };
  billing?: { companyName?: string; vatNumber?: string; address: ShopAddress };
  paymentMethod: PaymentMethod;
  acceptTerms: true;
};

export type ShopOrderCreated = {
  id: number;
  number: string;
  trackingToken: string;
  totals: { totalInclVatCents: number };
  payment: { method: PaymentMethod; status: string; structuredCommunication?: string | null; redirectUrl?: string | null };
};

export type ShopOrder = {
  number: string;
  status: string;
  lines: (ShopLineRequest & { name?: string; totalInclVatCents: number })[];
  totals: { totalInclVatCents: number; deliveryCents?: number; discountCents?: number; giftCardCents?: number };
  payment: { status: string };
};
