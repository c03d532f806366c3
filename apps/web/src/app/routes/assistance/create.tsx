export { AssistanceCreatePage as Component } from '@/features/assistance/routes/assistance-create-page';
