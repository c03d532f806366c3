export { BookPage as Component } from '@/features/sharing/routes/book-page';
