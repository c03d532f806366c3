export { SharedBikeHomesPage as Component } from '@/features/sharing/reservations/routes/bike-buildings-page';
