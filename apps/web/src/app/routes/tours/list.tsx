export { TourListPage as Component } from '@/features/tours/routes/tour-list-page';
