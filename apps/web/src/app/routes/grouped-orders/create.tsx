export { GroupedOrderCreatePage as Component } from '@/features/sales/grouped-orders/routes/grouped-order-create-page';
