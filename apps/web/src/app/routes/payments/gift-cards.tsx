export { GiftCardListPage as Component } from '@/features/gift-cards/routes/gift-card-list-page';
