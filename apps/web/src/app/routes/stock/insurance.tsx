export { InsuranceListPage as Component } from '@/features/stock/routes/insurance-list-page';
