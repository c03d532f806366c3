export { UsedBikeListPage as Component } from '@/features/stock/used-bikes/routes/used-bike-pages';
