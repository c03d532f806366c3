/**
 * The payment provider's test double and Stripe's signer, for the tests of modules that take online payments through
 * decision 050's port (the web shop): the same signature check as the real adapter, outside the billing module.
 */
export { createTestPaymentProvider } from '../modules/billing/online-payments/test-payment-provider';
export { stripeSignature } from '../modules/billing/online-payments/stripe.provider';
