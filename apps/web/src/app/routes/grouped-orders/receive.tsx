export { GroupedOrderReceivePage as Component } from '@/features/grouped-orders/routes/grouped-order-receive-page';
