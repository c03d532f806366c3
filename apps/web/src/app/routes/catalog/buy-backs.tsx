export { BuyBacksPage as Component } from '@/features/used-bikes/routes/buy-backs-page';
