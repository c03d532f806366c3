export { TourDetailPage as Component } from '@/features/tours/routes/tour-detail-page';
