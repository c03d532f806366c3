export { QuizBuilderPage as Component } from '@/features/companies/quiz/routes/quiz-builder-page';
