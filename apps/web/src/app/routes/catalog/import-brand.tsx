export { ImportBrandPage as Component } from '@/features/catalog/routes/import-brand-page';
