export { ToursMapPage as Component } from '@/features/tours/routes/tours-map-page';
