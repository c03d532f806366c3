import { BillBikesUpdatePage } from '@/features/bill-sources/routes/bill-bikes-update-page';

export function Component() {
  return <BillBikesUpdatePage />;
}
