import { BikesToLinkPage } from '@/features/billing/bill-sources/routes/bikes-to-link-page';

export function Component() {
  return <BikesToLinkPage />;
}
