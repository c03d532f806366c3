export { QuestionnaireEditPage as Component } from '@/features/questionnaires/routes/questionnaire-edit-page';
