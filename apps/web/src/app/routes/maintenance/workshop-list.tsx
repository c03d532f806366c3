export { WorkshopMaintenancePage as Component } from '@/features/workshop/maintenance/routes/maintenance-list-page';
