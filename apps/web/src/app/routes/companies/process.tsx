export { CompanyProcessPage as Component } from '@/features/companies/companies/routes/company-process-page';
