export { RentalCreatePage as Component } from '@/features/rentals/routes/rental-create-page';
