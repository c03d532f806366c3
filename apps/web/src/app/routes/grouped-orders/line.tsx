export { GroupedLinePage as Component } from '@/features/sales/grouped-orders/routes/grouped-line-page';
