export { GroupedLinePage as Component } from '@/features/grouped-orders/routes/grouped-line-page';
