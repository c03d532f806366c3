export { CheckoutPage as Component } from '@/features/sales/checkout/routes/checkout-page';
