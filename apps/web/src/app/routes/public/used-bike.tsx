export { UsedBikePage as Component } from '@/features/public-site/routes/used-bike-page';
