export { BikeCreatePage as Component } from '@/features/stock/stock/routes/bike-create-page';
