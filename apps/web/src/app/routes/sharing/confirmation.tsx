export { ConfirmationPage as Component } from '@/features/sharing/routes/confirmation-page';
