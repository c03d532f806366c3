export { TradeInPage as Component } from '@/features/public-site/routes/trade-in-page';
