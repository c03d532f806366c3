export { BikeDetailPage as Component } from '@/features/catalog/routes/bike-detail-page';
