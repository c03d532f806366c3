export { PromoCodeCreatePage as Component } from '@/features/billing/promo-codes/routes/promo-code-pages';
