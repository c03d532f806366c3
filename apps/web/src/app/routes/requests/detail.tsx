export { RequestDetailPage as Component } from '@/features/requests/requests/routes/request-detail-page';
