export { QuestionnaireCreatePage as Component } from '@/features/questionnaires/routes/questionnaire-create-page';
