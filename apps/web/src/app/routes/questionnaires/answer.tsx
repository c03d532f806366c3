export { PublicQuestionnairePage as Component } from '@/features/questionnaires/routes/public-questionnaire-page';
