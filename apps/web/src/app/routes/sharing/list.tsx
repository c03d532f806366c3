export { ReservationListPage as Component } from '@/features/sharing/routes/reservation-list-page';
