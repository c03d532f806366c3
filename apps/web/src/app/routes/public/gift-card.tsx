export { GiftCardBalancePage as Component } from '@/features/gift-cards/routes/gift-card-balance-page';
