export { BikePage as Component } from '@/features/public-site/routes/bike-page';
