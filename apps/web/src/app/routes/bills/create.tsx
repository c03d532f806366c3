export { BillCreatePage as Component } from '@/features/billing/bills/routes/bill-create-page';
