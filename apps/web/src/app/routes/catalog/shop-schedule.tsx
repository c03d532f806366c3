export { ShopSchedulePage as Component } from '@/features/stock/shop-schedule/routes/shop-schedule-page';
