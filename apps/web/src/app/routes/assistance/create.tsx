export { AssistanceCreatePage as Component } from '@/features/sharing/assistance/routes/assistance-create-page';
