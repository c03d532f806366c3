export { GiftCardDetailPage as Component } from '@/features/gift-cards/routes/gift-card-detail-page';
