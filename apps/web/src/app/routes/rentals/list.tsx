export { RentalListPage as Component } from '@/features/rentals/routes/rental-list-page';
