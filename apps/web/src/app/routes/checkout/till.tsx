export { CheckoutPage as Component } from '@/features/checkout/routes/checkout-page';
