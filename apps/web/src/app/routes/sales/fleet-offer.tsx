import { OfferDetailPage } from '@/features/sales/offers-and-orders/routes/offer-detail-page';

export const Component = () => <OfferDetailPage space="fleet" />;
