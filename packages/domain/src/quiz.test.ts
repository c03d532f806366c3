import { describe, expect, it } from 'vitest';
import { maxQuizScore, quizIssues, scoreQuiz, type QuizKey } from './quiz';

// Q1: one right answer (+2), a wrong one (-1). Q2: two right answers (+1 each), a wrong one (0).
const key: QuizKey = {
  minimumScore: 3,
  questions: [
    {
      id: 10,
      answers: [
        { id: 100, correct: true, points: 2 },
        { id: 101, correct: false, points: -1 },
      ],
    },
    {
      id: 20,
      answers: [
        { id: 200, correct: true, points: 1 },
        { id: 201, correct: true, points: 1 },
        { id: 202, correct: false, points: 0 },
      ],
    },
  ],
};

describe('scoring a quiz', () => {
  it('sums the points of the chosen answers and passes at the minimum score', () => {
    const result = scoreQuiz(key, [
      { questionId: 10, answerIds: [100] },
      { questionId: 20, answerIds: [200] },
    ]);
    expect(result).toMatchObject({ score: 3, maxScore: 4, minimumScore: 3, passed: true });
    expect(result.questions).toEqual([
      { questionId: 10, points: 2, answeredCorrectly: true, chosenAnswerIds: [100] },
      { questionId: 20, points: 1, answeredCorrectly: false, chosenAnswerIds: [200] },
    ]);
  });

  it('takes negative points away and fails below the minimum', () => {
    const result = scoreQuiz(key, [
      { questionId: 10, answerIds: [100, 101] },
      { questionId: 20, answerIds: [200, 201] },
    ]);
    expect(result).toMatchObject({ score: 3, passed: true });
    expect(
      scoreQuiz(key, [
        { questionId: 10, answerIds: [101] },
        { questionId: 20, answerIds: [200, 201] },
      ]),
    ).toMatchObject({ score: 1, passed: false });
  });

  it('scores an unanswered quiz 0', () => {
    expect(scoreQuiz(key, [])).toMatchObject({ score: 0, passed: false });
    expect(scoreQuiz({ ...key, minimumScore: 0 }, [])).toMatchObject({ score: 0, passed: true });
  });

  it('ignores unknown questions, answers of another question and answers chosen twice', () => {
    const result = scoreQuiz(key, [
      { questionId: 10, answerIds: [100, 100, 200] },
      { questionId: 10, answerIds: [100] },
      { questionId: 99, answerIds: [100, 201] },
    ]);
    expect(result.score).toBe(2);
    expect(result.questions[0]).toEqual({ questionId: 10, points: 2, answeredCorrectly: true, chosenAnswerIds: [100] });
  });

  it('counts the best possible score from positive points only', () => {
    expect(maxQuizScore(key.questions)).toBe(4);
    expect(maxQuizScore([])).toBe(0);
  });
});

describe('checking a quiz before saving it', () => {
  it('accepts a quiz whose questions have a correct answer and whose minimum can be reached', () => {
    expect(quizIssues(key)).toEqual([]);
  });

  it('refuses a question without a correct answer', () => {
    const quiz = { minimumScore: 1, questions: [key.questions[0]!, { answers: [{ correct: false, points: 1 }] }] };
    expect(quizIssues(quiz)).toEqual([{ path: ['questions', 1, 'answers'], code: 'no_correct_answer' }]);
  });

  it('refuses a minimum score above the best possible score', () => {
    expect(quizIssues({ ...key, minimumScore: 5 })).toEqual([{ path: ['minimumScore'], code: 'min_score_unreachable' }]);
  });
});
