import { InsuranceListPage } from '@/features/insurance-follow-ups/routes/insurance-list-page';

export function Component() {
  return <InsuranceListPage />;
}
