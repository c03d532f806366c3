export { MyReservationsPage as Component } from '@/features/sharing/routes/my-reservations-page';
