import { randomId } from '@mantine/hooks';
import { maxQuizScore, quizInputSchema, type Quiz, type QuizInput } from '@veloport/domain';
import { schemaValidator } from '@/lib/form-validation';

export type AnswerValues = { key: string; text: string; correct: boolean; points: number | string; explanation: string };
export type QuestionValues = { key: string; description: string; explanation: string; answers: AnswerValues[] };
export type QuizFormValues = { title: string; description: string; minimumScore: number | string; questions: QuestionValues[] };

export const MAX_QUESTIONS = 50;
export const MIN_ANSWERS = 2;
export const MAX_ANSWERS = 10;

export const blankAnswer = (correct = false): AnswerValues => ({
  key: randomId(),
  text: '',
  correct,
  points: correct ? 1 : 0,
  explanation: '',
});
export const blankQuestion = (): QuestionValues => ({
  key: randomId(),
  description: '',
  explanation: '',
  answers: [blankAnswer(true), blankAnswer(false)],
});

export function initialQuizValues(quiz: Quiz | null): QuizFormValues {
  if (!quiz) return { title: '', description: '', minimumScore: 0, questions: [blankQuestion()] };
  return {
    title: quiz.title,
    description: quiz.description ?? '',
    minimumScore: quiz.minimumScore,
    questions: quiz.questions.map((question) => ({
      key: randomId(),
      description: question.description,
      explanation: question.explanation ?? '',
      answers: question.answers.map((answer) => ({
        key: randomId(),
        text: answer.text,
        correct: answer.correct,
        points: answer.points,
        explanation: answer.explanation ?? '',
      })),
    })),
  };
}

const toNumber = (value: number | string) => (value === '' ? Number.NaN : Number(value));

export function toQuizInput(values: QuizFormValues): QuizInput {
  return {
    title: values.title.trim(),
    description: values.description.trim() || null,
    minimumScore: toNumber(values.minimumScore),
    questions: values.questions.map((question) => ({
      description: question.description.trim(),
      explanation: question.explanation.trim() || null,
      answers: question.answers.map((answer) => ({
        text: answer.text.trim(),
        correct: answer.correct,
        points: toNumber(answer.points),
        explanation: answer.explanation.trim() || null,
      })),
    })),
  };
}

/** The best score the quiz allows as it is being typed (positive points only). */
export function liveMaxScore(values: QuizFormValues): number {
  return maxQuizScore(values.questions.map((q) => ({ answers: q.answers.map((a) => ({ points: Number(a.points) || 0 })) })));
}

/** Same rules as the API (the shared contract, with no_correct_answer and min_score_unreachable). */
export const quizFormValidator = schemaValidator<QuizFormValues>(quizInputSchema, toQuizInput);
