import type { RouteObject } from 'react-router';
import { myBikesPaths } from '@/features/insight/my-bikes/paths';

/** Everyone signed in has their own bikes (staff simply have none); the menu offers it to customers and employees. */
export const myBikesRoutes: RouteObject[] = [
  { path: myBikesPaths.list.path, lazy: () => import('./my-bikes-page').then(({ MyBikesPage }) => ({ Component: MyBikesPage })) },
];
