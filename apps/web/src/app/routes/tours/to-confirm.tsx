export { ToConfirmForTourPage as Component } from '@/features/workshop/tours/routes/tour-requests-page';
