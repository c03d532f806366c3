import { OfferListPage } from '@/features/sales/offers-and-orders/routes/offer-list-page';

export const Component = () => <OfferListPage space="mine" />;
