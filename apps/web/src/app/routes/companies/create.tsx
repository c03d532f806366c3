export { CompanyCreatePage as Component } from '@/features/companies/companies/routes/company-create-page';
