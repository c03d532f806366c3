export { UserDetailPage as Component } from '@/features/identity/users/routes/user-detail-page';
