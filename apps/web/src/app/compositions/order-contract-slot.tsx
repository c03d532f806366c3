import { OrderLeasingContract } from '@/features/leasing/components/order-leasing-contract';
import type { OrderContractSlot } from '@/features/sales/routes/order-pages';

/** Under a handed-over leasing order, the contract its hand-over made (decision 060). */
export const orderContractSlot: OrderContractSlot = (order) =>
  order.status === 'done' && order.contractType !== 'purchase' ? <OrderLeasingContract orderId={order.id} /> : null;
