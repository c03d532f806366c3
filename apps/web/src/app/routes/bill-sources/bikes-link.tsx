import { BikesLinkPage } from '@/features/billing/bill-sources/routes/bikes-link-page';

export function Component() {
  return <BikesLinkPage />;
}
