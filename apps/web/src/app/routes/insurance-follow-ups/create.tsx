import { InsuranceCreatePage } from '@/features/billing/insurance-follow-ups/routes/insurance-create-page';

export function Component() {
  return <InsuranceCreatePage />;
}
