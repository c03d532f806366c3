export { UserCreatePage as Component } from '@/features/identity/users/routes/user-create-page';
