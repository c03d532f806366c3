export { AskMaintenancePage as Component } from '@/features/workshop/maintenance/routes/ask-maintenance-page';
