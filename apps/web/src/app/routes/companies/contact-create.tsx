export { ContactCreatePage as Component } from '@/features/companies/companies/routes/contact-create-page';
