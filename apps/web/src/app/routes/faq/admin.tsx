export { FaqAdminPage as Component } from '@/features/faq/routes/faq-admin-page';
