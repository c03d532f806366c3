export { MyMaintenancePage as Component } from '@/features/workshop/maintenance/routes/maintenance-list-page';
