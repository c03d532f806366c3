export { UsedBikeCreatePage as Component } from '@/features/used-bikes/routes/used-bike-pages';
