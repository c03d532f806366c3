export { GroupedOrderReceivePage as Component } from '@/features/sales/grouped-orders/routes/grouped-order-receive-page';
