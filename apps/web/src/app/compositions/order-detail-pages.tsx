import { orderContractSlot } from '@/app/compositions/order-contract-slot';
import { OrderDetailPage } from '@/features/sales/offers-and-orders/routes/order-pages';

/** An order's page for the shop's staff, the fleet manager and the customer, with the leasing contract its hand-over made. */
export const StaffOrderPage = () => <OrderDetailPage space="staff" contractSlot={orderContractSlot} />;
export const FleetOrderPage = () => <OrderDetailPage space="fleet" contractSlot={orderContractSlot} />;
export const MyOrderPage = () => <OrderDetailPage space="mine" contractSlot={orderContractSlot} />;
