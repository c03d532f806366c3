export { UsersListPage as Component } from '@/features/identity/users/routes/users-list-page';
