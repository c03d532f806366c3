export { LeasingEndListPage as Component } from '@/features/billing/leasing/routes/leasing-end-list-page';
