export { AccessoriesPage as Component } from '@/features/public-catalog/site/routes/accessories-page';
