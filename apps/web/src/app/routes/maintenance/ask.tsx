export { AskMaintenancePage as Component } from '@/features/maintenance/routes/ask-maintenance-page';
