import { BikesToLinkPage } from '@/features/bill-sources/routes/bikes-to-link-page';

export function Component() {
  return <BikesToLinkPage />;
}
