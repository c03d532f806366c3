export { TakeQuizPage as Component } from '@/features/quiz/routes/take-quiz-page';
