export { AssistanceListPage as Component } from '@/features/assistance/routes/assistance-list-page';
