export { FleetMaintenancePage as Component } from '@/features/maintenance/routes/maintenance-list-page';
