import { BikesLinkPage } from '@/features/bill-sources/routes/bikes-link-page';

export function Component() {
  return <BikesLinkPage />;
}
