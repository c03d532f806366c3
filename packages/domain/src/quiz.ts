import type { RuleIssue } from './conditions';

/**
 * A company's quiz (seed §3): questions whose answers carry points, positive or negative.
 * A taker's score is the sum of the points of the answers they chose; they pass at the minimum score.
 */
export type QuizKeyAnswer = { id: number; correct: boolean; points: number };
export type QuizKeyQuestion = { id: number; answers: QuizKeyAnswer[] };
export type QuizKey = { minimumScore: number; questions: QuizKeyQuestion[] };
export type QuizSubmission = { questionId: number; answerIds: number[] }[];

export type QuestionResult = {
  questionId: number;
  points: number;
  /** The taker chose exactly the correct answers. */
  answeredCorrectly: boolean;
  chosenAnswerIds: number[];
};
export type QuizResult = { score: number; maxScore: number; minimumScore: number; passed: boolean; questions: QuestionResult[] };

/** The best score possible: every answer that gives points, none that takes some away. */
export function maxQuizScore(questions: { answers: { points: number }[] }[]): number {
  return questions.reduce((sum, q) => sum + q.answers.reduce((s, a) => s + Math.max(0, a.points), 0), 0);
}

/**
 * Answers to unknown questions and answers that belong to another question count for nothing,
 * and an answer chosen twice counts once: a crafted submission cannot score more than the form allows.
 */
export function scoreQuiz(key: QuizKey, submission: QuizSubmission): QuizResult {
  const chosenByQuestion = new Map<number, Set<number>>();
  for (const { questionId, answerIds } of submission) {
    const set = chosenByQuestion.get(questionId) ?? new Set<number>();
    for (const id of answerIds) set.add(id);
    chosenByQuestion.set(questionId, set);
  }
  const questions = key.questions.map((question): QuestionResult => {
    const chosen = chosenByQuestion.get(question.id) ?? new Set<number>();
    const picked = question.answers.filter((a) => chosen.has(a.id));
    const correctIds = question.answers.filter((a) => a.correct).map((a) => a.id);
    return {
      questionId: question.id,
      points: picked.reduce((s, a) => s + a.points, 0),
      answeredCorrectly: picked.length === correctIds.length && picked.every((a) => a.correct),
      chosenAnswerIds: picked.map((a) => a.id),
    };
  });
  const score = questions.reduce((s, q) => s + q.points, 0);
  return { score, maxScore: maxQuizScore(key.questions), minimumScore: key.minimumScore, passed: score >= key.minimumScore, questions };
}

export type QuizDraft = { minimumScore: number; questions: { answers: { correct: boolean; points: number }[] }[] };

/** A quiz that can be saved: each question has a correct answer, and the minimum score can be reached. */
export function quizIssues(quiz: QuizDraft): RuleIssue[] {
  const issues: RuleIssue[] = [];
  quiz.questions.forEach((q, i) => {
    if (!q.answers.some((a) => a.correct)) issues.push({ path: ['questions', i, 'answers'], code: 'no_correct_answer' });
  });
  if (quiz.minimumScore > maxQuizScore(quiz.questions)) issues.push({ path: ['minimumScore'], code: 'min_score_unreachable' });
  return issues;
}
