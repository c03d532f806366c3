export { ShopSchedulePage as Component } from '@/features/shop-schedule/routes/shop-schedule-page';
