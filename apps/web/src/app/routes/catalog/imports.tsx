export { ImportRunsPage as Component } from '@/features/catalog/catalog/routes/import-runs-page';
