export { SharedBikeHomesPage as Component } from '@/features/sharing/routes/bike-buildings-page';
