export { AccessoriesPage as Component } from '@/features/public-site/routes/accessories-page';
