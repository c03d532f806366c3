export { WorkshopMaintenancePage as Component } from '@/features/maintenance/routes/maintenance-list-page';
