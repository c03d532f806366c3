import type { QuizSubmission, QuizToTake } from '@veloport/domain';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError } from '../../../platform/errors';
import type { CompaniesService } from '../../companies/companies.service';
import type { QuizzesService } from '../../companies/quizzes/quizzes.service';
import { usersRepository, type UserRow } from '../identity.repository';
import type { LoginService } from '../sign-in/login.service';

type Deps = { db: Db; login: LoginService; companies: CompaniesService; quizzes: QuizzesService };
export type QuizAttemptsService = ReturnType<typeof createQuizAttemptsService>;

const notRequired = () => new AppError(409, 'quiz_not_required', 'This account has no quiz to pass');
const unavailable = () => new AppError(409, 'quiz_unavailable', 'The company has not set up its quiz yet');

/**
 * Seed §4: an inactive account of a company whose condition requires the quiz becomes active by passing it.
 * The taker is not signed in, so each call checks the credentials exactly like sign-in (locks included).
 * An account an admin or fleet manager deactivated (deactivatedAt set) cannot switch itself back on this way.
 */
export function createQuizAttemptsService({ db, login, companies, quizzes }: Deps) {
  async function takerCompany(email: string, password: string, ip: string): Promise<{ user: UserRow; companyId: number }> {
    const user = await login.verifyCredentials(email, password, ip);
    await login.clearFailures(email, ip);
    if (user.status === 'active' || user.deactivatedAt || !user.companyId || !(await companies.quizRequired(user.companyId)))
      throw notRequired();
    return { user, companyId: user.companyId };
  }

  return {
    async start(email: string, password: string, ip: string): Promise<QuizToTake> {
      await login.limits.lookup(email, ip);
      const { companyId } = await takerCompany(email, password, ip);
      const quiz = await quizzes.forTaking(companyId);
      if (!quiz) throw unavailable();
      return quiz;
    },

    /** Passed: the account is active (the caller opens the session). Failed: score and explanations; retrying is allowed. */
    async submit(email: string, password: string, answers: QuizSubmission, ip: string) {
      const { user, companyId } = await takerCompany(email, password, ip);
      await login.limits.refuseQuizWhenReached(user.id);
      const grade = await quizzes.grade(companyId, answers);
      if (!grade) throw unavailable();
      const result = { score: grade.score, minimumScore: grade.minimumScore };
      if (!grade.passed) {
        await login.limits.recordQuizFailure(user.id);
        await recordAudit(db, { actorId: user.id, action: 'user.quiz_failed', entity: 'user', entityId: user.id, after: result, ip });
        return { passed: false as const, ...result, explanations: grade.explanations };
      }
      const activated = await db.transaction(async (tx) => {
        const row = await usersRepository.update(tx, user.id, { status: 'active' });
        await recordAudit(tx, {
          actorId: user.id,
          action: 'user.quiz_passed',
          entity: 'user',
          entityId: user.id,
          before: { status: user.status },
          after: { status: 'active', ...result },
          ip,
        });
        return row;
      });
      return { passed: true as const, ...result, user: activated };
    },
  };
}
