import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const quizRoutes: RouteObject[] = [
  {
    element: <RequirePermission permission={['admin', 'fleetManager']} />,
    children: [
      {
        path: paths.fleetQuiz.path,
        lazy: () => import('./quiz-builder-page').then(({ QuizBuilderPage }) => ({ Component: QuizBuilderPage })),
      },
    ],
  },
];
