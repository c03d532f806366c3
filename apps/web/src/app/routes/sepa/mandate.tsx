import { SepaMandatePage } from '@/features/sepa/routes/sepa-mandate-page';

export function Component() {
  return <SepaMandatePage />;
}
