export { MyMaintenancePage as Component } from '@/features/maintenance/routes/maintenance-list-page';
