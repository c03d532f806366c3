export { ErrorPage as Component } from '@/features/shell/errors/routes/error-page';
