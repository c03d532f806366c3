export { StockEncodePage as Component } from '@/features/stock/routes/stock-encode-page';
