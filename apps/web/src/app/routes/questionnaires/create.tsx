export { QuestionnaireCreatePage as Component } from '@/features/content/questionnaires/routes/questionnaire-create-page';
