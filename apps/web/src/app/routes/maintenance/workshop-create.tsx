export { WorkshopCreatePage as Component } from '@/features/workshop/maintenance/routes/workshop-create-page';
