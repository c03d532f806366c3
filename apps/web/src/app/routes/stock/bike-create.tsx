export { BikeCreatePage as Component } from '@/features/stock/routes/bike-create-page';
