export { CafeteriaPage as Component } from '@/features/catalog/routes/bike-list-page';
