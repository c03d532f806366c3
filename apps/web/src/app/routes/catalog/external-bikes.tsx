export { ExternalBikeListPage as Component } from '@/features/external-bikes/routes/external-bike-pages';
