export { TourListPage as Component } from '@/features/workshop/tours/routes/tour-list-page';
