export { LeasingRunsPage as Component } from '@/features/billing/leasing/routes/leasing-runs-page';
