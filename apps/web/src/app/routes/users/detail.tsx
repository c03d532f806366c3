export { UserDetailPage as Component } from '@/features/users/routes/user-detail-page';
