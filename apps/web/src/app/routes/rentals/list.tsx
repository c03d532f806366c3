export { RentalListPage as Component } from '@/features/rentals/rentals/routes/rental-list-page';
