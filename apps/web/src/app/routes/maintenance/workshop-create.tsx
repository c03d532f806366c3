export { WorkshopCreatePage as Component } from '@/features/maintenance/routes/workshop-create-page';
