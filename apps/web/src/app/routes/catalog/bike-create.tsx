export { BikeCreatePage as Component } from '@/features/catalog/catalog/routes/bike-create-page';
