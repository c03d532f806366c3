export { UsedBikesPage as Component } from '@/features/public-site/routes/used-bikes-page';
