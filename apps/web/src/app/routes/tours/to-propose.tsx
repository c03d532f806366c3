export { ToProposeForTourPage as Component } from '@/features/tours/routes/tour-requests-page';
