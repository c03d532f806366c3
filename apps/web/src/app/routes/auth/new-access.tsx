export { NewAccessPage as Component } from '@/features/auth/routes/new-access-page';
