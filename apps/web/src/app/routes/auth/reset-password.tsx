export { ResetPasswordPage as Component } from '@/features/auth/routes/reset-password-page';
