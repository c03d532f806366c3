export { PromoCodeListPage as Component } from '@/features/promo-codes/routes/promo-code-list-page';
