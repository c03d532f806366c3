export { GroupedOrderListPage as Component } from '@/features/sales/grouped-orders/routes/grouped-order-list-page';
