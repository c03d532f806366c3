export { CompanyListPage as Component } from '@/features/companies/companies/routes/company-list-page';
