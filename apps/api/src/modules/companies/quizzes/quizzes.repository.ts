import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { companyQuizzes, quizAnswers, quizFiles, quizQuestions } from '../companies.table';

export type QuizRow = typeof companyQuizzes.$inferSelect;
export type QuizFileRow = typeof quizFiles.$inferSelect;
export type QuizContent = {
  title: string;
  description: string | null;
  minimumScore: number;
  questions: {
    description: string;
    explanation: string | null;
    answers: { text: string; correct: boolean; points: number; explanation: string | null }[];
  }[];
};

export const quizzesRepository = {
  /** A company's quiz with its questions and answers, in order: three queries whatever its size. */
  async ofCompany(db: DbOrTx, companyId: number) {
    const [quiz] = await db.select().from(companyQuizzes).where(eq(companyQuizzes.companyId, companyId));
    if (!quiz) return null;
    const questions = await db
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, quiz.id))
      .orderBy(asc(quizQuestions.position), asc(quizQuestions.id));
    const answers = questions.length
      ? await db
          .select()
          .from(quizAnswers)
          .where(
            inArray(
              quizAnswers.questionId,
              questions.map((q) => q.id),
            ),
          )
          .orderBy(asc(quizAnswers.position), asc(quizAnswers.id))
      : [];
    return { quiz, questions: questions.map((q) => ({ ...q, answers: answers.filter((a) => a.questionId === q.id) })) };
  },

  /** Saves the quiz whole: questions and answers are replaced, so their order is the one sent. */
  async save(db: DbOrTx, companyId: number, content: QuizContent) {
    const values = { title: content.title, description: content.description, minimumScore: content.minimumScore, updatedAt: sql`now()` };
    const [quiz] = await db
      .insert(companyQuizzes)
      .values({ companyId, ...values })
      .onConflictDoUpdate({ target: companyQuizzes.companyId, set: values })
      .returning();
    await db.delete(quizQuestions).where(eq(quizQuestions.quizId, quiz!.id));
    const questions = await db
      .insert(quizQuestions)
      .values(
        content.questions.map((q, position) => ({ quizId: quiz!.id, position, description: q.description, explanation: q.explanation })),
      )
      .returning({ id: quizQuestions.id, position: quizQuestions.position });
    const idAt = new Map(questions.map((q) => [q.position, q.id]));
    const answers = content.questions.flatMap((q, qi) => q.answers.map((a, position) => ({ questionId: idAt.get(qi)!, position, ...a })));
    if (answers.length) await db.insert(quizAnswers).values(answers);
    return quiz!;
  },
};

export const quizFilesRepository = {
  async ofCompany(db: DbOrTx, companyId: number) {
    return db.select().from(quizFiles).where(eq(quizFiles.companyId, companyId)).orderBy(asc(quizFiles.createdAt), asc(quizFiles.id));
  },
  async byId(db: DbOrTx, companyId: number, id: number): Promise<QuizFileRow | undefined> {
    const [row] = await db
      .select()
      .from(quizFiles)
      .where(and(eq(quizFiles.companyId, companyId), eq(quizFiles.id, id)));
    return row;
  },
  async byToken(db: DbOrTx, token: string): Promise<QuizFileRow | undefined> {
    const [row] = await db.select().from(quizFiles).where(eq(quizFiles.token, token));
    return row;
  },
  async insert(db: DbOrTx, values: typeof quizFiles.$inferInsert): Promise<QuizFileRow> {
    const [row] = await db.insert(quizFiles).values(values).returning();
    return row!;
  },
  async remove(db: DbOrTx, id: number) {
    await db.delete(quizFiles).where(eq(quizFiles.id, id));
  },
};
