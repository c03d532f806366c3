export { JobsListPage as Component } from '@/features/jobs/jobs/routes/jobs-list-page';
