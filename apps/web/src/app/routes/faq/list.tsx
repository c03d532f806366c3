export { FaqPage as Component } from '@/features/content/faq/routes/faq-page';
