export { ContactDetailsPage as Component } from '@/features/companies/companies/routes/contact-details-page';
