import { BillListPage } from '@/features/billing/bills/routes/bill-list-page';

export function Component() {
  return <BillListPage mode="fleet" />;
}
