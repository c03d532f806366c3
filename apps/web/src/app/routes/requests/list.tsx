export { RequestsListPage as Component } from '@/features/requests/requests/routes/requests-list-page';
