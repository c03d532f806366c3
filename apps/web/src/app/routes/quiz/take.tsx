export { TakeQuizPage as Component } from '@/features/companies/quiz/routes/take-quiz-page';
