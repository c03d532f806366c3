export { PublicQuestionnairePage as Component } from '@/features/content/questionnaires/routes/public-questionnaire-page';
