export { PromoCodeCreatePage as Component } from '@/features/promo-codes/routes/promo-code-pages';
