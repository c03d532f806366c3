import { SepaBatchPage } from '@/features/sepa/routes/sepa-batch-page';

export function Component() {
  return <SepaBatchPage />;
}
