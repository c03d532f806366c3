export { ImportBrandPage as Component } from '@/features/catalog/catalog/routes/import-brand-page';
