export { FleetBikePage as Component } from '@/features/stock/stock/routes/fleet-bike-page';
