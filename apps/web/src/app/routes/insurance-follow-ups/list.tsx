import { InsuranceListPage } from '@/features/billing/insurance-follow-ups/routes/insurance-list-page';

export function Component() {
  return <InsuranceListPage />;
}
