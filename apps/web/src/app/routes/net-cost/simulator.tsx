import { NetCostPage } from '@/features/net-cost/routes/net-cost-page';

export const Component = NetCostPage;
