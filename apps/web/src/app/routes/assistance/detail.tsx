export { AssistanceDetailPage as Component } from '@/features/assistance/routes/assistance-detail-page';
