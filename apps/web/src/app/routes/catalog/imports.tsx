export { ImportRunsPage as Component } from '@/features/catalog/routes/import-runs-page';
