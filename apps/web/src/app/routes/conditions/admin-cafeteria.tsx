import { CafeteriaPage } from '@/features/companies/conditions/routes/cafeteria-page';

export function Component() {
  return <CafeteriaPage area="admin" />;
}
