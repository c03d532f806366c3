export { LeasingEndListPage as Component } from '@/features/leasing/routes/leasing-end-list-page';
