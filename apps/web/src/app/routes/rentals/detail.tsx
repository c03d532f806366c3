export { RentalDetailPage as Component } from '@/features/rentals/rentals/routes/rental-detail-page';
