export { ForgotPasswordPage as Component } from '@/features/identity/auth/routes/forgot-password-page';
