export { BikeDetailPage as Component } from '@/features/stock/routes/bike-detail-page';
