export { DocumentCreatePage as Component } from '@/features/companies/companies/routes/document-create-page';
