import {
  SHOP_DELIVERY_METHODS,
  SHOP_PAYMENT_METHODS,
  type ShopDeliveryMethod,
  type ShopOrderStatus as DomainShopOrderStatus,
  type ShopPaymentMethod,
  type ShopPaymentStatus,
  type shopAddressSchema,
  type shopDeliveryInputSchema,
  type shopLineInputSchema,
  type shopOrderInputSchema,
  type shopOrderPlacedSchema,
  type shopOrderViewSchema,
  type shopQuoteInputSchema,
  type shopQuoteLineSchema,
  type shopQuoteSchema,
} from '@veloport/domain';
import type { Infer, InferInput } from '@/lib/contract';

/*
 * The shop's shapes as the screens name them, read from the shared shop contract (packages/domain/src/contracts/shop.ts,
 * issue 27): a request is what the schema accepts, an answer what it describes.
 */
export type ShopLineRequest = InferInput<typeof shopLineInputSchema>;
export type DeliveryMethod = ShopDeliveryMethod;
export const DELIVERY_METHODS: readonly DeliveryMethod[] = SHOP_DELIVERY_METHODS;
export type ShopAddress = InferInput<typeof shopAddressSchema>;
export type ShopDelivery = InferInput<typeof shopDeliveryInputSchema>;
export type ShopQuoteRequest = InferInput<typeof shopQuoteInputSchema>;
export type VatLine = Infer<typeof shopQuoteSchema>['vat'][number];
export type ShopQuoteLine = Infer<typeof shopQuoteLineSchema>;
export type ShopQuote = Infer<typeof shopQuoteSchema>;
export type PaymentMethod = ShopPaymentMethod;
export const PAYMENT_METHODS: readonly PaymentMethod[] = SHOP_PAYMENT_METHODS;
export type ShopOrderRequest = InferInput<typeof shopOrderInputSchema>;
export type ShopOrderCreated = Infer<typeof shopOrderPlacedSchema>;
export type ShopOrderStatus = DomainShopOrderStatus;
export type PaymentStatus = ShopPaymentStatus;
export type ShopOrder = Infer<typeof shopOrderViewSchema>;
