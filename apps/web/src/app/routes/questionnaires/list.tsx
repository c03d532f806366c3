export { QuestionnaireListPage as Component } from '@/features/content/questionnaires/routes/questionnaire-list-page';
