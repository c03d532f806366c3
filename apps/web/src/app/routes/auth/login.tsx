export { LoginPage as Component } from '@/features/auth/routes/login-page';
