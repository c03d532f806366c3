import { toLocale, type Locale, type Clock } from '@veloport/domain';
import type { Db, DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { hashToken, newToken } from '../../platform/session';
import type { CompaniesService } from '../companies/companies.service';
import type { Actor } from './identity.service';
import { passwordTokensRepository, usersRepository, type UserRow } from './identity.repository';
import { confirmEmailMail, emailChangeNotice } from './identity.mail';

/** A link that moves an account to an address, or into a company: short enough to bound a mistaken address. */
export const EMAIL_TOKEN_TTL_HOURS = 24;
const MAX_LINKS_PER_HOUR = 5;

type Deps = { clock: Clock; db: Db; mailer: Mailer; publicUrl: string; companies: CompaniesService };
export type EmailConfirmationsService = ReturnType<typeof createEmailConfirmationsService>;
export type ConfirmOutcome = 'joined' | 'quiz_required' | 'email_changed';

const tokenInvalid = () => new AppError(400, 'token_invalid', 'The link is invalid or has expired');
const emailTaken = () => new AppError(409, 'email_taken', 'This e-mail already has an account', { email: 'email_taken' });

/**
 * Decision 016: an address is used only once its mailbox has followed a link. A company sign-up joins its
 * company through it; a changed address (by the user, a fleet manager or an admin) replaces the old one through
 * it, and the old address is told. Tokens are the single-use, hashed password tokens with purpose 'email'.
 */
export function createEmailConfirmationsService({ clock, db, mailer, publicUrl, companies }: Deps) {
  /** A fresh link for `email`, written in `tx`: one pending address at a time, an older link stops working. */
  async function issue(tx: DbOrTx, userId: number, email: string): Promise<string> {
    if ((await passwordTokensRepository.recentCount(tx, userId, new Date(clock.now().getTime() - 3600_000))) >= MAX_LINKS_PER_HOUR) {
      throw new AppError(429, 'too_many_attempts', 'Too many links requested', undefined, { retryAfter: 3600 });
    }
    const token = newToken();
    await passwordTokensRepository.removeFor(tx, userId, 'email');
    await passwordTokensRepository.insert(tx, {
      id: hashToken(token),
      userId,
      purpose: 'email',
      email,
      expiresAt: new Date(clock.now().getTime() + EMAIL_TOKEN_TTL_HOURS * 3600_000),
    });
    return token;
  }

  const linkFor = (locale: Locale, token: string) => `${publicUrl}/${locale}/confirm-email/${token}`;

  return {
    /** The sign-up of a company address (and its renewal at sign-in): the link goes to that address. */
    async sendSignupLink(user: UserRow) {
      if (!user.pendingCompanyId) return;
      const company = (await companies.namesByIds([user.pendingCompanyId])).get(user.pendingCompanyId);
      const locale = toLocale(user.language);
      // The link and its mail in one transaction: the outbox never holds a link that was not stored, nor the reverse.
      await db.transaction(async (tx) => {
        const token = await issue(tx, user.id, user.email);
        await mailer.send(
          { to: user.email, ...confirmEmailMail('signup', locale, user.firstname, linkFor(locale, token), company?.name ?? '') },
          tx,
        );
      });
    },

    /**
     * Records `newEmail` as pending, mails its confirmation link to it and a notice to the current address.
     * Nothing else changes: sign-in, reset links and mails keep using the current address until the link is followed.
     */
    async requestChange(user: UserRow, newEmail: string, actor: Actor, tx: DbOrTx = db) {
      const email = newEmail.trim().toLowerCase();
      if (email === user.email) return user;
      const other = await usersRepository.byEmail(tx, email);
      if (other && other.id !== user.id) throw emailTaken();
      const row = await usersRepository.update(tx, user.id, { pendingEmail: email });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'user.email_change_requested',
        entity: 'user',
        entityId: user.id,
        before: { email: user.email },
        after: { pendingEmail: email },
        ip: actor.ip,
      });
      return row;
    },

    /** Inside the transaction of `requestChange`: the link to the new address and the notice to the current one. */
    async mailChange(user: UserRow, tx: DbOrTx) {
      if (!user.pendingEmail) return;
      const locale = toLocale(user.language);
      const token = await issue(tx, user.id, user.pendingEmail);
      await mailer.send({ to: user.pendingEmail, ...confirmEmailMail('change', locale, user.firstname, linkFor(locale, token)) }, tx);
      await mailer.send({ to: user.email, ...emailChangeNotice(locale, user.firstname, user.pendingEmail) }, tx);
    },

    /** Follows a link: joins the company of a sign-up, or switches the account to its confirmed new address. */
    async confirm(token: string, ip: string): Promise<{ outcome: ConfirmOutcome; email: string }> {
      const row = await passwordTokensRepository.usable(db, hashToken(token), clock.now());
      if (!row || row.purpose !== 'email' || !row.email) throw tokenInvalid();
      const user = await usersRepository.byId(db, row.userId);
      if (!user) throw tokenInvalid();
      const actor = { actorId: user.id, entity: 'user', entityId: user.id, ip };
      if (user.pendingCompanyId && row.email === user.email) {
        const quiz = await companies.quizRequired(user.pendingCompanyId);
        const status = quiz ? 'inactive' : 'active';
        await db.transaction(async (tx) => {
          await passwordTokensRepository.markUsed(tx, row.id, clock.now());
          await usersRepository.update(tx, user.id, { companyId: user.pendingCompanyId, pendingCompanyId: null, status });
          await recordAudit(tx, {
            ...actor,
            action: 'user.email_confirmed',
            before: { status: user.status, companyId: null },
            after: { status, companyId: user.pendingCompanyId },
          });
        });
        return { outcome: quiz ? 'quiz_required' : 'joined', email: user.email };
      }
      if (row.email !== user.pendingEmail) throw tokenInvalid();
      await db
        .transaction(async (tx) => {
          await passwordTokensRepository.markUsed(tx, row.id, clock.now());
          await usersRepository.update(tx, user.id, { email: row.email!, pendingEmail: null });
          await recordAudit(tx, { ...actor, action: 'user.email_changed', before: { email: user.email }, after: { email: row.email } });
        })
        .catch((error: unknown) => {
          // Someone signed up with the address while the link waited in the mailbox.
          throw isUniqueViolation(error) ? emailTaken() : error;
        });
      return { outcome: 'email_changed', email: row.email };
    },
  };
}
