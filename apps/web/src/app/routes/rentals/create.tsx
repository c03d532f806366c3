export { RentalCreatePage as Component } from '@/features/rentals/rentals/routes/rental-create-page';
