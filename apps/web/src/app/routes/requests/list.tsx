export { RequestsListPage as Component } from '@/features/requests/routes/requests-list-page';
