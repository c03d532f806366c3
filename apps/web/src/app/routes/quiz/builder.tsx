export { QuizBuilderPage as Component } from '@/features/quiz/routes/quiz-builder-page';
