import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';

export const userSettingsRoutes: RouteObject[] = [
  {
    path: paths.userSettings.path,
    lazy: () => import('./user-settings-page').then(({ UserSettingsPage }) => ({ Component: UserSettingsPage })),
  },
];
