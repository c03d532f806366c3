export { LeasingRunsPage as Component } from '@/features/leasing/routes/leasing-runs-page';
