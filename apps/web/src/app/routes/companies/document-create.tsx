export { DocumentCreatePage as Component } from '@/features/companies/routes/document-create-page';
