export { BikeCreatePage as Component } from '@/features/catalog/routes/bike-create-page';
