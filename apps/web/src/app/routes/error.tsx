export { ErrorPage as Component } from '@/features/errors/routes/error-page';
