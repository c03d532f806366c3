import { z } from 'zod';
import { quizIssues } from '../quiz';
import { emailSchema, isoDateTimeSchema, optionalText, requiredText, idSchema } from './common';
import { authUserSchema } from './auth';

// ---------- building the quiz (admin, the company's fleet manager) ----------

const pointsSchema = z.number().int().min(-100).max(100);

export const quizInputSchema = z
  .object({
    title: requiredText(160),
    description: optionalText(5000),
    minimumScore: z.number().int().min(0).max(10000),
    questions: z
      .array(
        z.object({
          description: requiredText(1000),
          explanation: optionalText(2000),
          answers: z
            .array(
              z.object({
                text: requiredText(500),
                correct: z.boolean(),
                points: pointsSchema,
                explanation: optionalText(2000),
              }),
            )
            .min(2)
            .max(10),
        }),
      )
      .min(1)
      .max(50),
  })
  .superRefine((quiz, ctx) => {
    for (const issue of quizIssues(quiz)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.code });
  });
export type QuizInput = z.input<typeof quizInputSchema>;

/** PDF, JPG or PNG attached to the quiz (a road-safety leaflet, the bike's manual). */
export const QUIZ_FILE_MAX_BYTES = 10 * 1024 * 1024;

export const quizFileSchema = z.object({
  id: z.number(),
  name: z.string(),
  contentType: z.string(),
  size: z.number(),
  /** Opens without a session: the quiz is taken before the account is active. The link is unguessable. */
  url: z.string(),
  createdAt: isoDateTimeSchema,
});
export type QuizFile = z.infer<typeof quizFileSchema>;

export const quizSchema = z.object({
  id: z.number(),
  companyId: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  minimumScore: z.number(),
  /** The best score possible (positive points only). */
  maxScore: z.number(),
  questions: z.array(
    z.object({
      id: z.number(),
      description: z.string(),
      explanation: z.string().nullable(),
      answers: z.array(
        z.object({ id: z.number(), text: z.string(), correct: z.boolean(), points: z.number(), explanation: z.string().nullable() }),
      ),
    }),
  ),
  updatedAt: isoDateTimeSchema,
});
export type Quiz = z.infer<typeof quizSchema>;

/** The company's quiz, null until one is saved, and its attached files (which may be uploaded first). */
export const companyQuizResponseSchema = z.object({ quiz: quizSchema.nullable(), files: z.array(quizFileSchema) });
export type CompanyQuizResponse = z.infer<typeof companyQuizResponseSchema>;
export const quizFileParamsSchema = z.object({ id: idSchema, fileId: idSchema });

// ---------- taking the quiz (an inactive user, after the user_inactive sign-in error) ----------

/** The same credentials as sign-in: the quiz is the inactive account's way in. */
export const quizStartRequestSchema = z.object({ email: emailSchema, password: z.string().min(1).max(200) });

/** The quiz as a taker sees it: no correct flags, points or explanations. */
export const quizToTakeSchema = z.object({
  title: z.string(),
  description: z.string().nullable(),
  minimumScore: z.number(),
  questions: z.array(
    z.object({
      id: z.number(),
      description: z.string(),
      /** More than one answer is correct: the form shows check boxes rather than radio buttons. */
      multiple: z.boolean(),
      answers: z.array(z.object({ id: z.number(), text: z.string() })),
    }),
  ),
  files: z.array(z.object({ name: z.string(), contentType: z.string(), url: z.string() })),
});
export type QuizToTake = z.infer<typeof quizToTakeSchema>;
export const quizStartResponseSchema = z.object({ quiz: quizToTakeSchema });

export const quizSubmitRequestSchema = quizStartRequestSchema.extend({
  answers: z.array(z.object({ questionId: z.number().int().positive(), answerIds: z.array(z.number().int().positive()).max(20) })).max(100),
});
export type QuizSubmitRequest = z.input<typeof quizSubmitRequestSchema>;

/** What a taker learns after failing: for each question they got wrong, why. */
export const quizExplanationSchema = z.object({
  questionId: z.number(),
  description: z.string(),
  explanation: z.string().nullable(),
  /** The answers they chose, whether each was right, and its explanation. */
  chosen: z.array(z.object({ answerId: z.number(), text: z.string(), correct: z.boolean(), explanation: z.string().nullable() })),
});

/** Passed: the account is active and signed in. Failed (seed §8 "you did not pass the quiz"): score and explanations. */
export const quizSubmitResponseSchema = z.discriminatedUnion('passed', [
  z.object({ passed: z.literal(true), score: z.number(), minimumScore: z.number(), user: authUserSchema }),
  z.object({ passed: z.literal(false), score: z.number(), minimumScore: z.number(), explanations: z.array(quizExplanationSchema) }),
]);
export type QuizSubmitResponse = z.infer<typeof quizSubmitResponseSchema>;
