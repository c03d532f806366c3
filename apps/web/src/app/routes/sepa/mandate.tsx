import { SepaMandatePage } from '@/features/billing/sepa/routes/sepa-mandate-page';

export function Component() {
  return <SepaMandatePage />;
}
