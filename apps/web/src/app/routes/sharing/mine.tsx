export { MyReservationsPage as Component } from '@/features/sharing/reservations/routes/my-reservations-page';
