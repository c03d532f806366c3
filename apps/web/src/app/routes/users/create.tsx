export { UserCreatePage as Component } from '@/features/users/routes/user-create-page';
