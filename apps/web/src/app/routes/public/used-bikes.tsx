export { UsedBikesPage as Component } from '@/features/public-catalog/site/routes/used-bikes-page';
