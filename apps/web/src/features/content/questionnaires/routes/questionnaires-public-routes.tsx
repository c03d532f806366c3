import type { RouteObject } from 'react-router';
import { questionnairePaths } from '@/features/content/questionnaires/paths';
import { loadNamespaces } from '@/lib/i18n';

/** A company's questionnaire (decision 054), on the public site: its catalogue is not among the guest namespaces. */
export const questionnairesPublicRoutes: RouteObject[] = [
  {
    path: questionnairePaths.answer.path,
    lazy: () =>
      loadNamespaces(['questionnaires'])
        .then(() => import('./public-questionnaire-page'))
        .then(({ PublicQuestionnairePage }) => ({ Component: PublicQuestionnairePage })),
  },
];
