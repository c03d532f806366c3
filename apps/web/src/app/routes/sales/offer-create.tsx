export { OfferCreatePage as Component } from '@/features/sales/offers-and-orders/routes/offer-create-page';
