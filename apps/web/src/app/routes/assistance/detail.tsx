export { AssistanceDetailPage as Component } from '@/features/sharing/assistance/routes/assistance-detail-page';
