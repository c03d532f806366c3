import { OrderDetailPage } from '@/features/sales/routes/order-pages';

export const Component = () => <OrderDetailPage space="staff" />;
