import type { LoginRequest, QuizToTake } from '@veloport/domain';

export type QuizSession = { credentials: LoginRequest; quiz: QuizToTake };

/*
 * The taker is not signed in, so each quiz call carries their e-mail and password. They are kept in
 * this module's memory only, from the login page to the quiz page: never in storage, the URL or the
 * history state (which browsers write to disk for session restore). A reload forgets them: sign in again.
 */
let current: QuizSession | null = null;

export const rememberQuizSession = (session: QuizSession): void => {
  current = session;
};

export const readQuizSession = (): QuizSession | null => current;

export const forgetQuizSession = (): void => {
  current = null;
};
