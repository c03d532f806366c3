export { ExternalBikeCreatePage as Component } from '@/features/stock/external-bikes/routes/external-bike-pages';
