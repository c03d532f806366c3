import { CompanyDetailPage } from '@/features/companies/companies/routes/company-detail-page';
import { ConditionsSummary } from '@/features/companies/conditions/components/conditions-summary';
import { ImpactReportDownload } from '@/features/insight/ranking/components/impact-report-card';

/**
 * The company page's conditions tab comes from the conditions module, and the employer's impact report (decision 093)
 * from the insight module; features do not import each other.
 */
export function CompanyDetailWithConditions() {
  return (
    <CompanyDetailPage
      conditionsTab={(company) => <ConditionsSummary companyId={company.id} />}
      headerActions={(company) => <ImpactReportDownload companyId={company.id} />}
    />
  );
}
