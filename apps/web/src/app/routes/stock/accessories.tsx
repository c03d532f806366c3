export { AccessoryStockPage as Component } from '@/features/stock/stock/routes/accessory-stock-page';
