export { WorkshopCapacityPage as Component } from '@/features/workshop/capacity/routes/workshop-capacity-page';
