import type { RouteObject } from 'react-router';
import { questionnairePaths } from '@/features/content/questionnaires/paths';
import { RequirePermission } from '@/lib/auth/route-guards';

export const questionnairesRoutes: RouteObject[] = [
  // Company questionnaires (decision 054): admins build them and read their responses.
  {
    element: <RequirePermission permission={['admin']} />,
    children: [
      {
        path: questionnairePaths.list.path,
        lazy: () => import('./questionnaire-list-page').then(({ QuestionnaireListPage }) => ({ Component: QuestionnaireListPage })),
      },
      {
        path: questionnairePaths.create.path,
        lazy: () => import('./questionnaire-create-page').then(({ QuestionnaireCreatePage }) => ({ Component: QuestionnaireCreatePage })),
      },
      {
        path: questionnairePaths.edit.path,
        lazy: () => import('./questionnaire-edit-page').then(({ QuestionnaireEditPage }) => ({ Component: QuestionnaireEditPage })),
      },
      {
        path: questionnairePaths.responses.path,
        lazy: () =>
          import('./questionnaire-responses-page').then(({ QuestionnaireResponsesPage }) => ({ Component: QuestionnaireResponsesPage })),
      },
    ],
  },
];
