export { QuestionnaireEditPage as Component } from '@/features/content/questionnaires/routes/questionnaire-edit-page';
