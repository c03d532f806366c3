import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import {
  FleetMaintenanceDetailPage,
  MyMaintenanceDetailPage,
  WorkshopMaintenanceDetailPage,
} from '@/features/workshop/maintenance/routes/maintenance-detail-page';
import { RequestTourVisit } from '@/features/workshop/tours/components/request-tour-visit';
import { JobLinesSection } from '@/features/workshop/jobs/components/job-lines-section';

/** The request page with its repair tour and its quote and job lines (features composed by the app layer). */
function RequestWithTourAndJob({ page, linkToTour }: { page: ReactNode; linkToTour: boolean }) {
  const id = Number(useParams().id);
  return (
    <Stack gap="md">
      {page}
      {Number.isInteger(id) && <RequestTourVisit requestId={id} linkToTour={linkToTour} />}
      {Number.isInteger(id) && <JobLinesSection requestId={id} />}
    </Stack>
  );
}

/** The workshop's page links to the tour; the fleet manager and the customer only read when it comes. */
export const WorkshopRequestPage = () => <RequestWithTourAndJob page={<WorkshopMaintenanceDetailPage />} linkToTour={true} />;
export const FleetRequestPage = () => <RequestWithTourAndJob page={<FleetMaintenanceDetailPage />} linkToTour={false} />;
export const MyRequestPage = () => <RequestWithTourAndJob page={<MyMaintenanceDetailPage />} linkToTour={false} />;
