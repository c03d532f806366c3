import { BillListPage } from '@/features/bills/routes/bill-list-page';

export function Component() {
  return <BillListPage mode="fleet" />;
}
