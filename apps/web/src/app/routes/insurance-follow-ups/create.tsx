import { InsuranceCreatePage } from '@/features/insurance-follow-ups/routes/insurance-create-page';

export function Component() {
  return <InsuranceCreatePage />;
}
