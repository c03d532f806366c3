export { GroupedOrderCreatePage as Component } from '@/features/grouped-orders/routes/grouped-order-create-page';
