export { UsedBikeDetailPage as Component } from '@/features/used-bikes/routes/used-bike-pages';
