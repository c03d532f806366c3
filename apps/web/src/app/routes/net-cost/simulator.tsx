import { NetCostPage } from '@/features/sales/net-cost/routes/net-cost-page';

export const Component = NetCostPage;
