export { HomePage as Component } from '@/features/public-catalog/site/routes/home-page';
