export { JobsListPage as Component } from '@/features/jobs/routes/jobs-list-page';
