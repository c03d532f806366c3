export { StockEncodePage as Component } from '@/features/stock/stock/routes/stock-encode-page';
