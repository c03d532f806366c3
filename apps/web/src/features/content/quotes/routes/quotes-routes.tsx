import type { RouteObject } from 'react-router';
import { quotePaths } from '@/features/content/quotes/paths';

export const quotesRoutes: RouteObject[] = [
  { path: quotePaths.list.path, lazy: () => import('./quotes-page').then(({ QuotesPage }) => ({ Component: QuotesPage })) },
];
