export { BikesPage as Component } from '@/features/public-catalog/site/routes/bikes-page';
