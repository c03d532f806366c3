import { OfferListPage } from '@/features/sales/routes/offer-list-page';

export const Component = () => <OfferListPage space="mine" />;
