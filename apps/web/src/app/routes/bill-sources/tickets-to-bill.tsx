import { BillSourcesPage } from '@/features/billing/bill-sources/routes/bill-sources-page';

export function Component() {
  return <BillSourcesPage kind="checkout_ticket" />;
}
