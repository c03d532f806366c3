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
export type ShopQuoteLine = {
  kind: ShopLineRequest['kind'];
  modelId: number | null;
  size: string | null;
  accessoryId: number | null;
  label: string;
  quantity: number;
  unitInclVatCents: number;
  vatRate: number;
  discountCents: number;
  totalInclVatCents: number;
};
export type ShopQuote = {
  lines: ShopQuoteLine[];
  deliveryCents: number;
  /** The day the goods are there: ready in the store, or expected at home or at the relay point. */
  deliveryDate: string;
  discountCents: number;
  giftCardCents: number;
  totalInclVatCents: number;
  vat: VatLine[];
};

export type PaymentMethod = 'transfer' | 'online' | 'in_store';
export const PAYMENT_METHODS: PaymentMethod[] = ['transfer', 'online', 'in_store'];

export type ShopOrderRequest = ShopQuoteRequest & {
  customer: { email: string; firstName: string; lastName: string; phone?: string; language: Locale };
  billingAddress?: ShopAddress;
  notes?: string;
  paymentMethod: PaymentMethod;
  acceptTerms: true;
};

export type ShopOrderCreated = {
  id: number;
  number: string;
  trackingToken: string;
  totals: { totalInclVatCents: number };
  payment: {
    method: PaymentMethod;
    status: PaymentStatus;
    structuredCommunication?: string;
    /** The EPC ("SEPA credit transfer") QR payload, made by the API with the shop's account. */
    epcQr?: string;
    iban?: string;
    redirectUrl?: string;
  };
};

export type ShopOrderStatus = 'placed' | 'paid' | 'shipped' | 'delivered' | 'cancelled' | 'withdrawn';
export type PaymentStatus = 'pending' | 'paid' | 'expired' | 'refunded';

export type ShopOrder = {
  number: string;
  status: ShopOrderStatus;
  placedAt: string;
  lines: ShopQuoteLine[];
  delivery: {
    method: DeliveryMethod;
    storeId: number | null;
    address: ShopAddress | null;
    expectedOn: string | null;
    deliveredOn: string | null;
  };
  totals: { deliveryCents: number; discountCents: number; giftCardCents: number; totalInclVatCents: number; vat: VatLine[] };
  payment: { method: PaymentMethod; status: PaymentStatus };
  /** The last day a withdrawal may be asked (14 days after delivery), once delivered. */
  withdrawalUntil: string | null;
  canCancel: boolean;
};
