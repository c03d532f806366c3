export { ToursMapPage as Component } from '@/features/workshop/tours/routes/tours-map-page';
