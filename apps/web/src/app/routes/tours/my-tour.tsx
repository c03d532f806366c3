export { MyTourPage as Component } from '@/features/tours/routes/my-tour-page';
