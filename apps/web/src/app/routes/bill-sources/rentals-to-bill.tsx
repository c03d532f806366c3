import { BillSourcesPage } from '@/features/bill-sources/routes/bill-sources-page';

export function Component() {
  return <BillSourcesPage kind="rental" />;
}
