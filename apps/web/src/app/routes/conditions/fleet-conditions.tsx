import { ConditionsPage } from '@/features/conditions/routes/conditions-page';

export function Component() {
  return <ConditionsPage area="fleet" />;
}
