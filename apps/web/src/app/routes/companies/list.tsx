export { CompanyListPage as Component } from '@/features/companies/routes/company-list-page';
