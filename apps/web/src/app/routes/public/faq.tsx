export { PublicFaqPage as Component } from '@/features/faq/routes/public-faq-page';
