export { CompanyProcessPage as Component } from '@/features/companies/routes/company-process-page';
