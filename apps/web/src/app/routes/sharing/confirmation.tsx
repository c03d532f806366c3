export { ConfirmationPage as Component } from '@/features/sharing/reservations/routes/confirmation-page';
