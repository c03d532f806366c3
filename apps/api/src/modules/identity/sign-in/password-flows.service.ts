import type { Locale, Clock } from '@veloport/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError } from '../../../platform/errors';
import type { Mailer } from '../../../platform/mail';
import { hashToken, newToken } from '../../../platform/session';
import { passwordTokensRepository, sessionsRepository, usersRepository, type UserRow } from '../identity.repository';
import { invitationMail, passwordMail, type InvitationFacts } from '../identity.mail';
import { hashPassword } from './passwords';

export const PASSWORD_TOKEN_TTL_MINUTES = 60;
/** An invitation waits in a mailbox over a weekend or a holiday; a reset is asked for by someone at the keyboard (decision 016). */
export const INVITATION_TOKEN_TTL_MINUTES = 7 * 24 * 60;
/** At most this many links per user and hour, so the form cannot be used to flood a mailbox. */
const MAX_LINKS_PER_HOUR = 5;

type Deps = { clock: Clock; db: Db; mailer: Mailer; publicUrl: string };
type Purpose = 'reset' | 'set';
const tokenInvalid = () => new AppError(400, 'token_invalid', 'The link is invalid or has expired');

export type PasswordFlowsService = ReturnType<typeof createPasswordFlowsService>;

export function createPasswordFlowsService({ clock, db, mailer, publicUrl }: Deps) {
  function linkFor(purpose: Purpose, locale: Locale, token: string, email: string) {
    return purpose === 'reset'
      ? `${publicUrl}/${locale}/reset-password/${token}`
      : `${publicUrl}/${locale}/set-password?email=${encodeURIComponent(email)}&token=${token}`;
  }

  /**
   * Issues a single-use token and queues its link in one transaction (the caller's, when given: a new user and
   * their invitation commit together); the mail job delivers it with retries.
   */
  async function sendLink(user: UserRow, purpose: Purpose, locale: Locale, outer?: DbOrTx, invitation: InvitationFacts | null = null) {
    if (
      (await passwordTokensRepository.recentCount(outer ?? db, user.id, new Date(clock.now().getTime() - 3600_000))) >= MAX_LINKS_PER_HOUR
    ) {
      throw new AppError(429, 'too_many_attempts', 'Too many links requested', undefined, { retryAfter: 3600 });
    }
    const token = newToken();
    const ttlMinutes = purpose === 'set' ? INVITATION_TOKEN_TTL_MINUTES : PASSWORD_TOKEN_TTL_MINUTES;
    const issue = async (tx: DbOrTx) => {
      await passwordTokensRepository.insert(tx, {
        id: hashToken(token),
        userId: user.id,
        purpose,
        expiresAt: new Date(clock.now().getTime() + ttlMinutes * 60_000),
      });
      await mailer.send(
        {
          to: user.email,
          ...(purpose === 'set'
            ? invitationMail(locale, user.firstname, linkFor(purpose, locale, token, user.email), invitation)
            : passwordMail(purpose, locale, user.firstname, linkFor(purpose, locale, token, user.email))),
        },
        tx,
      );
    };
    await (outer ? issue(outer) : db.transaction(issue));
  }

  async function consume(token: string, purpose: Purpose, userId?: number) {
    const row = await passwordTokensRepository.usable(db, hashToken(token), clock.now());
    if (!row || row.purpose !== purpose || (userId !== undefined && row.userId !== userId)) throw tokenInvalid();
    return row;
  }

  async function storePassword(userId: number, tokenId: string, password: string, action: string, ip: string) {
    const passwordHash = await hashPassword(password);
    await db.transaction(async (tx) => {
      await passwordTokensRepository.markUsed(tx, tokenId, clock.now());
      await usersRepository.update(tx, userId, { passwordHash });
      await sessionsRepository.removeAllOfUser(tx, userId);
      await recordAudit(tx, { actorId: userId, action, entity: 'user', entityId: userId, ip });
    });
  }

  return {
    async forgotPassword(email: string, locale: Locale) {
      const user = await usersRepository.byEmail(db, email);
      if (!user) throw new AppError(404, 'user_not_found', 'No user with this e-mail');
      await sendLink(user, 'reset', locale);
    },

    /** Whether a link of this purpose is still usable, so the page can say so before the user types a password. */
    async checkToken(token: string, purpose: Purpose) {
      const row = await passwordTokensRepository.usable(db, hashToken(token), clock.now());
      const user = row?.purpose === purpose ? await usersRepository.byId(db, row.userId) : undefined;
      return { valid: Boolean(user), email: user?.email ?? null };
    },

    async resetPassword(token: string, password: string, ip: string) {
      const row = await consume(token, 'reset');
      await storePassword(row.userId, row.id, password, 'user.password_reset', ip);
    },

    /** Invited users (no password yet) choose one; anyone else is sent to forgot-password. */
    async setPassword(email: string, token: string, password: string, ip: string) {
      const user = await usersRepository.byEmail(db, email);
      if (!user) throw new AppError(404, 'user_not_found', 'No user with this e-mail');
      if (user.passwordHash) throw new AppError(409, 'password_already_set', 'A password already exists');
      const row = await consume(token, 'set', user.id);
      await storePassword(user.id, row.id, password, 'user.password_set', ip);
      return user;
    },

    /** The invitation of a user created by an admin or a fleet manager: a set-password link in their language. */
    async sendInvitation(user: UserRow, locale: Locale, tx?: DbOrTx, invitation: InvitationFacts | null = null) {
      if (user.passwordHash) throw new AppError(409, 'password_already_set', 'A password already exists');
      await sendLink(user, 'set', locale, tx, invitation);
    },

    async sendSetPasswordLink(email: string, locale: Locale) {
      const user = await usersRepository.byEmail(db, email);
      if (!user) throw new AppError(404, 'user_not_found', 'No user with this e-mail');
      if (user.passwordHash) throw new AppError(409, 'password_already_set', 'A password already exists');
      await sendLink(user, 'set', locale);
    },
  };
}
