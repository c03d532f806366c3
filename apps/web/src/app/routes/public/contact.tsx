export { ContactPage as Component } from '@/features/public-catalog/site/routes/contact-page';
