export { UsedBikePage as Component } from '@/features/public-catalog/site/routes/used-bike-page';
