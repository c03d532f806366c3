export { UsersListPage as Component } from '@/features/users/routes/users-list-page';
