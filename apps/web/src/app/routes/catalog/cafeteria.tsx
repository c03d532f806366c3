export { CafeteriaPage as Component } from '@/features/catalog/catalog/routes/bike-list-page';
