export { BillDetailPage as Component } from '@/features/bills/routes/bill-detail-page';
