import { SepaBatchPage } from '@/features/billing/sepa/routes/sepa-batch-page';

export function Component() {
  return <SepaBatchPage />;
}
