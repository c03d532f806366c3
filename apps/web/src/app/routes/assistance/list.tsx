export { AssistanceListPage as Component } from '@/features/sharing/assistance/routes/assistance-list-page';
