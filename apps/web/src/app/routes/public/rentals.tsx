export { RentalsPage as Component } from '@/features/public-site/routes/rentals-page';
