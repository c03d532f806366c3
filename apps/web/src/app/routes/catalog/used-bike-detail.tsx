export { UsedBikeDetailPage as Component } from '@/features/stock/used-bikes/routes/used-bike-pages';
