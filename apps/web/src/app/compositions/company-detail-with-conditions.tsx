import { CompanyDetailPage } from '@/features/companies/companies/routes/company-detail-page';
import { ConditionsSummary } from '@/features/companies/conditions/components/conditions-summary';

/** The company page's conditions tab comes from the conditions module; features do not import each other. */
export function CompanyDetailWithConditions() {
  return <CompanyDetailPage conditionsTab={(company) => <ConditionsSummary companyId={company.id} />} />;
}
