export { FleetBikesPage as Component } from '@/features/stock/stock/routes/fleet-bikes-page';
