export { TradeInPage as Component } from '@/features/public-catalog/site/routes/trade-in-page';
