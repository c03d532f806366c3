export { RentalsPage as Component } from '@/features/public-catalog/site/routes/rentals-page';
