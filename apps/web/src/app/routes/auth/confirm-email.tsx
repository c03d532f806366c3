export { ConfirmEmailPage as Component } from '@/features/auth/routes/confirm-email-page';
