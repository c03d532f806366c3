export { PublicFaqPage as Component } from '@/features/content/faq/routes/public-faq-page';
