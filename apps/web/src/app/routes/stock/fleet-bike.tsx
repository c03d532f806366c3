export { FleetBikePage as Component } from '@/features/stock/routes/fleet-bike-page';
