import type { RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { GuestOnly } from '@/lib/auth/route-guards';
import { loadNamespaces } from '@/lib/i18n';

/** The company's quiz an inactive account takes before its first sign-in (its catalogue is not a guest namespace). */
export const quizPublicRoutes: RouteObject[] = [
  {
    element: <GuestOnly />,
    children: [
      {
        path: paths.takeQuiz.path,
        lazy: () =>
          loadNamespaces(['quiz'])
            .then(() => import('./take-quiz-page'))
            .then(({ TakeQuizPage }) => ({ Component: TakeQuizPage })),
      },
    ],
  },
];
