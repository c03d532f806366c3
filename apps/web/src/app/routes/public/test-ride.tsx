export { TestRidePage as Component } from '@/features/public-site/routes/test-ride-page';
