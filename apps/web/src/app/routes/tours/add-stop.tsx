export { AddStopPage as Component } from '@/features/tours/routes/add-stop-page';
