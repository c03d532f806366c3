export { MyMaintenanceDetailPage as Component } from '@/features/maintenance/routes/maintenance-detail-page';
