export { ContactCreatePage as Component } from '@/features/companies/routes/contact-create-page';
