export { GiftCardDetailPage as Component } from '@/features/billing/gift-cards/routes/gift-card-detail-page';
