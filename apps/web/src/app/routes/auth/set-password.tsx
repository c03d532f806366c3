export { SetPasswordPage as Component } from '@/features/identity/auth/routes/set-password-page';
