import { InsuranceDetailPage } from '@/features/insurance-follow-ups/routes/insurance-detail-page';

export function Component() {
  return <InsuranceDetailPage />;
}
