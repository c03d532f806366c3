export { AccessoryStockPage as Component } from '@/features/stock/routes/accessory-stock-page';
