export { FleetBikesPage as Component } from '@/features/stock/routes/fleet-bikes-page';
