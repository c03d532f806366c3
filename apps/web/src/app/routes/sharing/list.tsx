export { ReservationListPage as Component } from '@/features/sharing/reservations/routes/reservation-list-page';
