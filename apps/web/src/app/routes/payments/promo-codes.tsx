export { PromoCodeListPage as Component } from '@/features/billing/promo-codes/routes/promo-code-list-page';
