import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { FleetMaintenanceDetailPage } from '@/features/workshop/maintenance/routes/maintenance-detail-page';
import { RequestTourVisit } from '@/features/workshop/tours/components/request-tour-visit';
import { JobLinesSection } from '@/features/workshop/jobs/components/job-lines-section';

/** The request page with its repair tour and its quote and job lines (features composed by the app layer). */
export function Component() {
  const id = Number(useParams().id);
  return (
    <Stack gap="md">
      <FleetMaintenanceDetailPage />
      {Number.isInteger(id) && <RequestTourVisit requestId={id} linkToTour={false} />}
      {Number.isInteger(id) && <JobLinesSection requestId={id} />}
    </Stack>
  );
}
