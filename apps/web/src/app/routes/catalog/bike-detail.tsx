export { BikeDetailPage as Component } from '@/features/catalog/catalog/routes/bike-detail-page';
