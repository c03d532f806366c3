import { BillBikesUpdatePage } from '@/features/billing/bill-sources/routes/bill-bikes-update-page';

export function Component() {
  return <BillBikesUpdatePage />;
}
