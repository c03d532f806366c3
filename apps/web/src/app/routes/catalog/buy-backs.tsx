export { BuyBacksPage as Component } from '@/features/stock/used-bikes/routes/buy-backs-page';
