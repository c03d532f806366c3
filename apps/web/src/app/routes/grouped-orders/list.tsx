export { GroupedOrderListPage as Component } from '@/features/grouped-orders/routes/grouped-order-list-page';
