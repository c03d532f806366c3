export { NewAccessPage as Component } from '@/features/identity/auth/routes/new-access-page';
