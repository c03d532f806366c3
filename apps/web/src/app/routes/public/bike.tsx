export { BikePage as Component } from '@/features/public-catalog/site/routes/bike-page';
