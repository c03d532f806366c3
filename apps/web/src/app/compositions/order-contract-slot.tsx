import { OrderLeasingContract } from '@/features/billing/leasing/components/order-leasing-contract';
import type { OrderContractSlot } from '@/features/sales/offers-and-orders/routes/order-pages';

/** Under a handed-over leasing order, the contract its hand-over made (decision 060). */
export const orderContractSlot: OrderContractSlot = (order) =>
  order.status === 'done' && order.contractType !== 'purchase' ? <OrderLeasingContract orderId={order.id} /> : null;
