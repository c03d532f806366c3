export { ContactDetailsPage as Component } from '@/features/companies/routes/contact-details-page';
