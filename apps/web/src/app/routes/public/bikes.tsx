export { BikesPage as Component } from '@/features/public-site/routes/bikes-page';
