export { ContactsPage as Component } from '@/features/companies/routes/contacts-page';
