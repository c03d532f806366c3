export { InsuranceListPage as Component } from '@/features/stock/stock/routes/insurance-list-page';
