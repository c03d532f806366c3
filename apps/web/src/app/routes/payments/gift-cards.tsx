export { GiftCardListPage as Component } from '@/features/billing/gift-cards/routes/gift-card-list-page';
