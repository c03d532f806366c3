import { OrderListPage } from '@/features/sales/routes/order-pages';

export const Component = () => <OrderListPage space="mine" />;
