export { QuestionnaireResponsesPage as Component } from '@/features/questionnaires/routes/questionnaire-responses-page';
