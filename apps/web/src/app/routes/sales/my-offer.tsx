import { OfferDetailPage } from '@/features/sales/routes/offer-detail-page';

export const Component = () => <OfferDetailPage space="mine" />;
