export { RequestDetailPage as Component } from '@/features/requests/routes/request-detail-page';
