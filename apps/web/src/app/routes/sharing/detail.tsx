export { ReservationDetailPage as Component } from '@/features/sharing/routes/reservation-detail-page';
