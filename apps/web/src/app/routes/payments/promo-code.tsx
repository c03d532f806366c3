export { PromoCodeDetailPage as Component } from '@/features/billing/promo-codes/routes/promo-code-pages';
