export { ReservationDetailPage as Component } from '@/features/sharing/reservations/routes/reservation-detail-page';
