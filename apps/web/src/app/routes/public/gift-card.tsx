export { GiftCardBalancePage as Component } from '@/features/billing/gift-cards/routes/gift-card-balance-page';
