export { QuestionnaireResponsesPage as Component } from '@/features/content/questionnaires/routes/questionnaire-responses-page';
