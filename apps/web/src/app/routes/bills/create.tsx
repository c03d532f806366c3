export { BillCreatePage as Component } from '@/features/bills/routes/bill-create-page';
