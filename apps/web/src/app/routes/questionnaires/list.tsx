export { QuestionnaireListPage as Component } from '@/features/questionnaires/routes/questionnaire-list-page';
