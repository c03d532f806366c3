import crypto from 'node:crypto';
import {
  maxQuizScore,
  scoreQuiz,
  type CompanyQuizResponse,
  type Quiz,
  type QuizFile,
  type QuizSubmission,
  type QuizToTake,
  type quizInputSchema,
} from '@veloport/domain';
import type { z } from 'zod';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError, notFound } from '../../../platform/errors';
import { cleanFileName, extensionOf, sniffDocumentType, type FileStorage, type UploadedFile } from '../../../platform/files';
import type { TenantScope } from '../../../platform/tenancy';
import { iso, visibleCompany, type Actor } from '../companies.helpers';
import { quizFilesRepository, quizzesRepository, type QuizFileRow } from './quizzes.repository';

type QuizInput = z.output<typeof quizInputSchema>;
type Loaded = NonNullable<Awaited<ReturnType<typeof quizzesRepository.ofCompany>>>;

export type QuizzesService = ReturnType<typeof createQuizzesService>;
export type QuizGrade = {
  passed: boolean;
  score: number;
  minimumScore: number;
  explanations: {
    questionId: number;
    description: string;
    explanation: string | null;
    chosen: { answerId: number; text: string; correct: boolean; explanation: string | null }[];
  }[];
};

const fileUrl = (row: QuizFileRow) => `/api/quiz-files/${row.token}`;
const toFile = (row: QuizFileRow): QuizFile => ({
  id: row.id,
  name: row.name,
  contentType: row.contentType,
  size: row.size,
  url: fileUrl(row),
  createdAt: iso(row.createdAt),
});
const auditableFile = (row: QuizFileRow) => ({ id: row.id, name: row.name, contentType: row.contentType, size: row.size });

function toQuiz({ quiz, questions }: Loaded): Quiz {
  return {
    id: quiz.id,
    companyId: quiz.companyId,
    title: quiz.title,
    description: quiz.description,
    minimumScore: quiz.minimumScore,
    maxScore: maxQuizScore(questions),
    questions: questions.map((q) => ({
      id: q.id,
      description: q.description,
      explanation: q.explanation,
      answers: q.answers.map((a) => ({ id: a.id, text: a.text, correct: a.correct, points: a.points, explanation: a.explanation })),
    })),
    updatedAt: iso(quiz.updatedAt),
  };
}

/** A company's quiz (seed §3): built by an admin or the company's fleet manager, taken by its inactive users. */
export function createQuizzesService({ db, files }: { db: Db; files: FileStorage }) {
  async function visibleFile(scope: TenantScope, companyId: number, id: number) {
    await visibleCompany(db, scope, companyId);
    const row = await quizFilesRepository.byId(db, companyId, id);
    if (!row) throw notFound('No such file');
    return row;
  }

  return {
    async get(scope: TenantScope, companyId: number): Promise<CompanyQuizResponse> {
      await visibleCompany(db, scope, companyId);
      const [loaded, fileRows] = await Promise.all([
        quizzesRepository.ofCompany(db, companyId),
        quizFilesRepository.ofCompany(db, companyId),
      ]);
      return { quiz: loaded ? toQuiz(loaded) : null, files: fileRows.map(toFile) };
    },

    async save(scope: TenantScope, companyId: number, input: QuizInput, actor: Actor): Promise<CompanyQuizResponse> {
      await visibleCompany(db, scope, companyId);
      await db.transaction(async (tx) => {
        const before = await quizzesRepository.ofCompany(tx, companyId);
        await quizzesRepository.save(tx, companyId, input);
        const after = await quizzesRepository.ofCompany(tx, companyId);
        await recordAudit(tx, {
          actorId: actor.id,
          action: before ? 'quiz.updated' : 'quiz.created',
          entity: 'company',
          entityId: companyId,
          before: before && toQuiz(before),
          after: after && toQuiz(after),
          ip: actor.ip,
        });
      });
      return this.get(scope, companyId);
    },

    async uploadFile(scope: TenantScope, companyId: number, file: UploadedFile, actor: Actor): Promise<QuizFile> {
      await visibleCompany(db, scope, companyId);
      const type = sniffDocumentType(file.data);
      if (!type) throw new AppError(422, 'file_type_invalid', 'Only PDF, JPG or PNG files');
      const key = `companies/${companyId}/quiz/${crypto.randomBytes(12).toString('hex')}.${extensionOf(type)}`;
      await files.put(key, file.data);
      try {
        return await db.transaction(async (tx) => {
          const row = await quizFilesRepository.insert(tx, {
            companyId,
            name: cleanFileName(file.filename, `quiz.${extensionOf(type)}`),
            contentType: type,
            size: file.data.length,
            storageKey: key,
            token: crypto.randomBytes(24).toString('base64url'),
          });
          await recordAudit(tx, {
            actorId: actor.id,
            action: 'quiz.file_uploaded',
            entity: 'company',
            entityId: companyId,
            after: auditableFile(row),
            ip: actor.ip,
          });
          return toFile(row);
        });
      } catch (error) {
        await files.remove(key);
        throw error;
      }
    },

    async removeFile(scope: TenantScope, companyId: number, id: number, actor: Actor) {
      const row = await visibleFile(scope, companyId, id);
      await db.transaction(async (tx) => {
        await quizFilesRepository.remove(tx, id);
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'quiz.file_deleted',
          entity: 'company',
          entityId: companyId,
          before: auditableFile(row),
          ip: actor.ip,
        });
      });
      await files.remove(row.storageKey);
    },

    /** A quiz file by its unguessable token: how quiz takers, who are not signed in yet, open it. */
    async fileByToken(token: string) {
      const row = await quizFilesRepository.byToken(db, token);
      const data = row && (await files.get(row.storageKey));
      if (!row || !data) throw notFound('No such file');
      return { data, name: row.name, contentType: row.contentType };
    },

    /** The quiz as its taker sees it (no correct flags, points or explanations); null when the company has none to take. */
    async forTaking(companyId: number): Promise<QuizToTake | null> {
      const [loaded, fileRows] = await Promise.all([
        quizzesRepository.ofCompany(db, companyId),
        quizFilesRepository.ofCompany(db, companyId),
      ]);
      if (!loaded || loaded.questions.length === 0) return null;
      return {
        title: loaded.quiz.title,
        description: loaded.quiz.description,
        minimumScore: loaded.quiz.minimumScore,
        questions: loaded.questions.map((q) => ({
          id: q.id,
          description: q.description,
          multiple: q.answers.filter((a) => a.correct).length > 1,
          answers: q.answers.map((a) => ({ id: a.id, text: a.text })),
        })),
        files: fileRows.map((f) => ({ name: f.name, contentType: f.contentType, url: fileUrl(f) })),
      };
    },

    /** Scores a submission (quiz.ts); a failed taker learns, for each question they got wrong, why. Null: no quiz. */
    async grade(companyId: number, submission: QuizSubmission): Promise<QuizGrade | null> {
      const loaded = await quizzesRepository.ofCompany(db, companyId);
      if (!loaded || loaded.questions.length === 0) return null;
      const result = scoreQuiz({ minimumScore: loaded.quiz.minimumScore, questions: loaded.questions }, submission);
      const explanations = result.passed
        ? []
        : loaded.questions.flatMap((q, i) => {
            const r = result.questions[i]!;
            if (r.answeredCorrectly) return [];
            const chosen = q.answers
              .filter((a) => r.chosenAnswerIds.includes(a.id))
              .map((a) => ({ answerId: a.id, text: a.text, correct: a.correct, explanation: a.explanation }));
            return [{ questionId: q.id, description: q.description, explanation: q.explanation, chosen }];
          });
      return { passed: result.passed, score: result.score, minimumScore: result.minimumScore, explanations };
    },
  };
}
