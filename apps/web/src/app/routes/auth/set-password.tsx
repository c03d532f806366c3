export { SetPasswordPage as Component } from '@/features/auth/routes/set-password-page';
