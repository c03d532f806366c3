export { GroupedOrderDetailPage as Component } from '@/features/grouped-orders/routes/grouped-order-detail-page';
