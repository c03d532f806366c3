import { orderContractSlot } from '@/app/compositions/order-contract-slot';
import { OrderDetailPage } from '@/features/sales/offers-and-orders/routes/order-pages';

export const Component = () => <OrderDetailPage space="mine" contractSlot={orderContractSlot} />;
