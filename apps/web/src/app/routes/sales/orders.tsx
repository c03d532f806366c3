import { OrderListPage } from '@/features/sales/offers-and-orders/routes/order-pages';

export const Component = () => <OrderListPage space="staff" />;
