export { GroupedOrderDetailPage as Component } from '@/features/sales/grouped-orders/routes/grouped-order-detail-page';
