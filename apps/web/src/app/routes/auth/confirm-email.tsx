export { ConfirmEmailPage as Component } from '@/features/identity/auth/routes/confirm-email-page';
