export { BikeListPage as Component } from '@/features/catalog/routes/bike-list-page';
