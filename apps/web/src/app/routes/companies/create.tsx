export { CompanyCreatePage as Component } from '@/features/companies/routes/company-create-page';
