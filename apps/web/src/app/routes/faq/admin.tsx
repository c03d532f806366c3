export { FaqAdminPage as Component } from '@/features/content/faq/routes/faq-admin-page';
