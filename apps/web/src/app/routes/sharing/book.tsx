export { BookPage as Component } from '@/features/sharing/reservations/routes/book-page';
