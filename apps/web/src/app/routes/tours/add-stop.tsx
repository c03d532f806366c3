export { AddStopPage as Component } from '@/features/workshop/tours/routes/add-stop-page';
