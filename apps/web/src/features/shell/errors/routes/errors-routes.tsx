import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

export const errorsRoutes: RouteObject[] = [
  { path: paths.error.path, lazy: () => import('./error-page').then(({ ErrorPage }) => ({ Component: ErrorPage })) },
];
