export { TestRidePage as Component } from '@/features/public-catalog/site/routes/test-ride-page';
