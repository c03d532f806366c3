import { shopAddressSchema, shopCustomerSchema, type AuthUser, type Locale } from '@veloport/domain';
import { schemaValidator } from '@/lib/form-validation';
import type { CartLine } from '@/lib/shop-cart';
import { cartToRequestLines } from './cart-request';
import type { DeliveryMethod, PaymentMethod, ShopOrderRequest, ShopQuoteRequest } from './api/shop-contract';

export type CheckoutValues = {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  companyName: string;
  vatNumber: string;
  street: string;
  postalCode: string;
  city: string;
  country: string;
  deliveryMethod: DeliveryMethod;
  storeId: string;
  paymentMethod: PaymentMethod;
  acceptTerms: boolean;
};

/** A signed-in customer starts from their profile; a guest from nothing (Belgium as the country). */
export function initialCheckoutValues(user: AuthUser | null): CheckoutValues {
  return {
    email: user?.email ?? '',
    firstName: user?.firstname ?? '',
    lastName: user?.lastname ?? '',
    phone: user?.phone ?? '',
    companyName: '',
    vatNumber: '',
    street: user?.address ?? '',
    postalCode: '',
    city: '',
    country: 'BE',
    deliveryMethod: 'store_pickup',
    storeId: '',
    paymentMethod: 'transfer',
    acceptTerms: false,
  };
}

const address = (v: CheckoutValues) => ({
  street: v.street.trim(),
  postalCode: v.postalCode.trim(),
  city: v.city.trim(),
  country: v.country,
});

/**
 * The quote of what the form says so far: lines, delivery, and the codes once applied. Until the delivery is complete
 * (no store picked, an address half typed) the goods are priced for a pickup at `fallbackStoreId`, free, and
 * `provisional` says the delivery is still to come; the order itself is only sent once the form is complete.
 */
export function quoteRequestOf(
  lines: CartLine[],
  v: CheckoutValues,
  codes: { promoCode: string; giftCardCode: string },
  fallbackStoreId?: number,
): { request: ShopQuoteRequest; provisional: boolean } {
  const a = address(v);
  const complete = v.deliveryMethod === 'store_pickup' ? Boolean(v.storeId) : Boolean(a.street && a.postalCode && a.city);
  const pickupAt = v.storeId ? Number(v.storeId) : fallbackStoreId;
  const delivery: ShopQuoteRequest['delivery'] = !complete
    ? { method: 'store_pickup', ...(pickupAt ? { storeId: pickupAt } : {}) }
    : v.deliveryMethod === 'store_pickup'
      ? { method: 'store_pickup', storeId: Number(v.storeId) }
      : // A relay point is chosen near the billing address; a home delivery goes to it.
        { method: v.deliveryMethod, address: a };
  return {
    request: {
      lines: cartToRequestLines(lines),
      delivery,
      ...(codes.promoCode ? { promoCode: codes.promoCode } : {}),
      ...(codes.giftCardCode ? { giftCardCode: codes.giftCardCode } : {}),
    },
    provisional: !complete,
  };
}

export function orderRequestOf(quote: ShopQuoteRequest, v: CheckoutValues, language: Locale): ShopOrderRequest {
  return {
    ...quote,
    customer: {
      email: v.email.trim(),
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      ...(v.phone.trim() ? { phone: v.phone.trim() } : {}),
      language,
    },
    billingAddress: address(v),
    // The contract has no company fields: a company name and VAT number reach the shop as the order's note.
    ...(v.companyName.trim() || v.vatNumber.trim()
      ? { notes: [v.companyName.trim(), v.vatNumber.trim()].filter(Boolean).join(' · ') }
      : {}),
    paymentMethod: v.paymentMethod,
    acceptTerms: true,
  };
}

const customerErrors = schemaValidator<CheckoutValues>(shopCustomerSchema, (v) => ({
  email: v.email,
  firstName: v.firstName,
  lastName: v.lastName,
  phone: v.phone.trim() || undefined,
  language: 'fr',
}));
const addressErrors = schemaValidator<CheckoutValues>(shopAddressSchema, address);

/**
 * The order's contract on the inputs (decision 079): the customer and the billing address checked with the shop
 * contract's own schemas; the store of a pickup and the accepted terms as the order's schema asks them.
 */
export function validateCheckout(v: CheckoutValues): Record<string, string> {
  return {
    ...customerErrors(v),
    ...addressErrors(v),
    ...(v.deliveryMethod === 'store_pickup' && !v.storeId && { storeId: 'required' }),
    ...(!v.acceptTerms && { acceptTerms: 'terms_not_accepted' }),
  };
}
