export { ContactsPage as Component } from '@/features/companies/companies/routes/contacts-page';
