export { HomePage as Component } from '@/features/public-site/routes/home-page';
