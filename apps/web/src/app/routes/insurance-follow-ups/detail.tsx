import { InsuranceDetailPage } from '@/features/billing/insurance-follow-ups/routes/insurance-detail-page';

export function Component() {
  return <InsuranceDetailPage />;
}
