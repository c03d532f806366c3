export { ResetPasswordPage as Component } from '@/features/identity/auth/routes/reset-password-page';
