import type { Clock } from '@veloport/domain';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { loginFailuresRepository } from '../identity.repository';
import type { EmailConfirmationsService } from './email-confirmations.service';
import type { IdentityService } from '../identity.service';
import { verifyPassword } from './passwords';
import { createRequestLimits } from './request-limits';

/** Same e-mail from the same address: 5 failures within 60 s lock it for the rest of that minute. */
export const LOGIN_LOCK = { failures: 5, windowSeconds: 60 } as const;
/**
 * Credential stuffing from one address across many e-mails. An office of a few hundred people
 * behind one NAT does not mistype 100 times in 15 minutes; a script does.
 */
export const IP_LOCK = { failures: 100, windowSeconds: 15 * 60 } as const;

type Lock = { failures: number; windowSeconds: number };

export type LoginService = ReturnType<typeof createLoginService>;

export function createLoginService({
  clock,
  db,
  identity,
  emailConfirmations,
}: {
  clock: Clock;
  db: Db;
  identity: IdentityService;
  emailConfirmations: EmailConfirmationsService;
}) {
  const limits = createRequestLimits(db, clock);

  async function retryAfter(where: { email?: string; ip: string }, lock: Lock, now: Date): Promise<number | null> {
    const since = new Date(now.getTime() - lock.windowSeconds * 1000);
    const { n, oldest } = await loginFailuresRepository.countSince(db, where, since);
    if (n < lock.failures || !oldest) return null;
    return Math.max(1, Math.ceil((oldest.getTime() + lock.windowSeconds * 1000 - now.getTime()) / 1000));
  }

  async function refuseWhenLocked(email: string, ip: string) {
    const now = clock.now();
    const wait = (await retryAfter({ email, ip }, LOGIN_LOCK, now)) ?? (await retryAfter({ ip }, IP_LOCK, now));
    if (wait) throw new AppError(429, 'too_many_attempts', `Too many attempts, retry in ${wait} s`, undefined, { retryAfter: wait });
  }

  /**
   * The credential checks of sign-in, whatever the account's status: lock first, then unknown user, then
   * wrong password (both counted as failures). Sign-in and the quiz of an inactive account share them.
   */
  async function verifyCredentials(email: string, password: string, ip: string) {
    await refuseWhenLocked(email, ip);
    const user = await identity.byEmail(email);
    if (!user) {
      await loginFailuresRepository.record(db, email, ip);
      throw new AppError(404, 'user_not_found', 'No user with this e-mail');
    }
    if (!user.passwordHash) {
      // Invited and never chose a password: "password incorrect" would send them guessing (decision 016).
      await loginFailuresRepository.record(db, email, ip);
      throw new AppError(403, 'invitation_pending', 'Choose a password with the invitation link first');
    }
    if (!(await verifyPassword(user.passwordHash, password))) {
      await loginFailuresRepository.record(db, email, ip);
      throw new AppError(401, 'wrong_password', 'The password is incorrect');
    }
    return user;
  }

  return {
    verifyCredentials,
    limits,

    /** Seed §8 order: unknown user, wrong password, unconfirmed, inactive; the lock refuses even the right password. */
    async login(email: string, password: string, ip: string) {
      const user = await verifyCredentials(email, password, ip);
      if (user.pendingCompanyId) {
        await loginFailuresRepository.clear(db, email, ip);
        // The owner of the password lost or never got the link: a fresh one (the hourly cap still applies).
        await emailConfirmations.sendSignupLink(user).catch(() => undefined);
        throw new AppError(403, 'email_unconfirmed', 'Confirm your e-mail address with the link sent to it');
      }
      if (user.status !== 'active') throw new AppError(403, 'user_inactive', 'This account is inactive');
      await loginFailuresRepository.clear(db, email, ip);
      return user;
    },

    /** The right credentials end the run of failures, whether they open a session or a quiz. */
    clearFailures: (email: string, ip: string) => loginFailuresRepository.clear(db, email, ip),
  };
}
