import { CafeteriaPage } from '@/features/conditions/routes/cafeteria-page';

export function Component() {
  return <CafeteriaPage area="fleet" />;
}
