export { TourDetailPage as Component } from '@/features/workshop/tours/routes/tour-detail-page';
