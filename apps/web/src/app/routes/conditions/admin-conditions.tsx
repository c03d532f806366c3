import { ConditionsPage } from '@/features/companies/conditions/routes/conditions-page';

export function Component() {
  return <ConditionsPage area="admin" />;
}
