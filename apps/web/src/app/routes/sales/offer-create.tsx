export { OfferCreatePage as Component } from '@/features/sales/routes/offer-create-page';
