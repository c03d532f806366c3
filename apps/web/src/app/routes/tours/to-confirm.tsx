export { ToConfirmForTourPage as Component } from '@/features/tours/routes/tour-requests-page';
