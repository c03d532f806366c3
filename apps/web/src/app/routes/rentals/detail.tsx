export { RentalDetailPage as Component } from '@/features/rentals/routes/rental-detail-page';
