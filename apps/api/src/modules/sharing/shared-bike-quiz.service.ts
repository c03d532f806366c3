import type { AuthUser, QuizSubmission } from '@veloport/domain';
import type { Db } from '../../db/client';
import { notFound } from '../../platform/errors';
import { memberCompanyId } from '../../platform/tenancy';
import type { QuizzesService } from '../companies/quizzes/quizzes.service';
import type { ReservationsService } from './reservations.service';

type Actor = { id: number | null; ip?: string | null };
export type SharedBikeQuizService = ReturnType<typeof createSharedBikeQuizService>;

/** The company's quiz taken by a signed-in employee before their first booking, when the company requires it (decision 033). */
export function createSharedBikeQuizService({
  db,
  quizzes,
  reservations,
}: {
  db: Db;
  quizzes: QuizzesService;
  reservations: ReservationsService;
}) {
  return {
    async forTaking(user: AuthUser) {
      const quiz = await quizzes.forTaking(memberCompanyId(user));
      if (!quiz) throw notFound('The company has no quiz');
      return quiz;
    },
    async submit(user: AuthUser, answers: QuizSubmission, actor: Actor) {
      const companyId = memberCompanyId(user);
      const grade = await quizzes.grade(companyId, answers);
      if (!grade) throw notFound('The company has no quiz');
      if (grade.passed) await db.transaction((tx) => reservations.recordQuizPass(tx, user.id, companyId, grade.score, actor));
      return { passed: grade.passed, score: grade.score, minimumScore: grade.minimumScore, explanations: grade.explanations };
    },
  };
}
