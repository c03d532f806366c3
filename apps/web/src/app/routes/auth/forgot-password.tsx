export { ForgotPasswordPage as Component } from '@/features/auth/routes/forgot-password-page';
