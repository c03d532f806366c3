import { toLocale, type Locale, type Clock } from '@veloport/domain';
import type { Db, DbOrTx } from '../../../db/client';
import { isUniqueViolation } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { AppError } from '../../../platform/errors';
import type { Mailer } from '../../../platform/mail';
import { hashToken, newToken } from '../../../platform/session';
import type { CompaniesService } from '../../companies/companies.service';
import type { Actor } from '../identity.service';
import { passwordTokensRepository, usersRepository, type UserRow } from '../identity.repository';
import { confirmEmailMail, emailChangeApproval, emailChangeNotice } from '../identity.mail';

/** A link that moves an account to an address, or into a company: short enough to bound a mistaken address. */
export const EMAIL_TOKEN_TTL_HOURS = 24;
const MAX_LINKS_PER_HOUR = 5;

type Deps = { clock: Clock; db: Db; mailer: Mailer; publicUrl: string; companies: CompaniesService };
export type EmailConfirmationsService = ReturnType<typeof createEmailConfirmationsService>;
export type ConfirmOutcome = 'joined' | 'quiz_required' | 'email_changed' | 'email_change_approved' | 'email_change_cancelled';

/**
 * The links of an address change (decision 070): `email` confirms the new mailbox; `email_approve` is the old
 * address's consent when someone else asked; `email_cancel` lets the old address stop the change until it happens.
 */
type LinkPurpose = 'email' | 'email_approve' | 'email_cancel';
const CHANGE_PURPOSES: LinkPurpose[] = ['email', 'email_approve', 'email_cancel'];
/** The old address may cancel while the change waits: its approval (24 h), then the new address's link (24 h). */
const CANCEL_TTL_HOURS = 2 * EMAIL_TOKEN_TTL_HOURS;

const tokenInvalid = () => new AppError(400, 'token_invalid', 'The link is invalid or has expired');
const nothingPending = () => new AppError(409, 'conflict', 'No change of e-mail address is waiting');
const emailTaken = () => new AppError(409, 'email_taken', 'This e-mail already has an account', { email: 'email_taken' });

/**
 * Decision 016: an address is used only once its mailbox has followed a link. A company sign-up joins its
 * company through it; a changed address (by the user, a fleet manager or an admin) replaces the old one through
 * it, and the old address is told. Tokens are the single-use, hashed password tokens with purpose 'email'.
 */
export function createEmailConfirmationsService({ clock, db, mailer, publicUrl, companies }: Deps) {
  /** Refuses a sixth link within the hour for one account (each mailbox gets a bounded number of mails). */
  async function refuseTooMany(tx: DbOrTx, userId: number) {
    if ((await passwordTokensRepository.recentCount(tx, userId, new Date(clock.now().getTime() - 3600_000))) >= MAX_LINKS_PER_HOUR) {
      throw new AppError(429, 'too_many_attempts', 'Too many links requested', undefined, { retryAfter: 3600 });
    }
  }

  /** A fresh link of `purpose` for `email`, written in `tx`. */
  async function issue(tx: DbOrTx, userId: number, email: string, purpose: LinkPurpose, ttlHours = EMAIL_TOKEN_TTL_HOURS) {
    const token = newToken();
    await passwordTokensRepository.insert(tx, {
      id: hashToken(token),
      userId,
      purpose,
      email,
      expiresAt: new Date(clock.now().getTime() + ttlHours * 3600_000),
    });
    return token;
  }

  /** One pending address at a time: a new request (or the end of one) makes every older link of a change stop working. */
  const dropChangeLinks = (tx: DbOrTx, userId: number) => passwordTokensRepository.removeFor(tx, userId, ...CHANGE_PURPOSES);

  /** The link that proves the new mailbox, and its mail. */
  async function mailNewAddress(tx: DbOrTx, user: UserRow, email: string) {
    const locale = toLocale(user.language);
    const token = await issue(tx, user.id, email, 'email');
    await mailer.send({ to: email, ...confirmEmailMail('change', locale, user.firstname, linkFor(locale, token)) }, tx);
  }

  /** The old address approves a change someone else asked for: the new address gets its link (decision 070). */
  async function approve(tx: DbOrTx, user: UserRow, via: 'old_address' | 'signed_in', ip: string | null) {
    await passwordTokensRepository.removeFor(tx, user.id, 'email_approve');
    await mailNewAddress(tx, user, user.pendingEmail!);
    await recordAudit(tx, {
      actorId: user.id,
      action: 'user.email_change_approved',
      entity: 'user',
      entityId: user.id,
      after: { pendingEmail: user.pendingEmail, via },
      ip,
    });
  }

  /** The old address (or the person, signed in) stops a change before it happens. */
  async function cancel(tx: DbOrTx, user: UserRow, via: 'old_address' | 'signed_in', ip: string | null) {
    await dropChangeLinks(tx, user.id);
    await usersRepository.update(tx, user.id, { pendingEmail: null });
    await recordAudit(tx, {
      actorId: user.id,
      action: 'user.email_change_cancelled',
      entity: 'user',
      entityId: user.id,
      before: { pendingEmail: user.pendingEmail },
      after: { pendingEmail: null, via },
      ip,
    });
  }

  /** Whether a change asked by someone else still waits for the old address's consent. */
  async function awaitsApproval(tx: DbOrTx, userId: number) {
    return passwordTokensRepository.holds(tx, userId, 'email_approve');
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
        await refuseTooMany(tx, user.id);
        await passwordTokensRepository.removeFor(tx, user.id, 'email');
        const token = await issue(tx, user.id, user.email, 'email');
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

    /**
     * Inside the transaction of `requestChange`. An account in use (it has a password) moved by someone else waits for
     * its old address: that address gets links to approve or cancel, the new one nothing yet (issue 24 point 3). When
     * the person asked it, signed in, or the account was never used, the new address gets its link at once and the
     * old one a notice with a link to cancel.
     */
    async mailChange(user: UserRow, actor: Actor, tx: DbOrTx) {
      if (!user.pendingEmail) return;
      const locale = toLocale(user.language);
      await refuseTooMany(tx, user.id);
      await dropChangeLinks(tx, user.id);
      const cancelLink = linkFor(locale, await issue(tx, user.id, user.pendingEmail, 'email_cancel', CANCEL_TTL_HOURS));
      if (actor.id !== user.id && user.passwordHash !== null) {
        const approveLink = linkFor(locale, await issue(tx, user.id, user.pendingEmail, 'email_approve'));
        await mailer.send(
          {
            to: user.email,
            ...emailChangeApproval(locale, user.firstname, user.pendingEmail, { approve: approveLink, cancel: cancelLink }),
          },
          tx,
        );
        return;
      }
      await mailNewAddress(tx, user, user.pendingEmail);
      await mailer.send({ to: user.email, ...emailChangeNotice(locale, user.firstname, user.pendingEmail, cancelLink) }, tx);
    },

    /** The person, signed in, approves a change someone else asked for (409 when none waits for approval). */
    async approveSignedIn(userId: number, ip: string) {
      await db.transaction(async (tx) => {
        const user = await usersRepository.byId(tx, userId);
        if (!user?.pendingEmail || !(await awaitsApproval(tx, userId))) throw nothingPending();
        await approve(tx, user, 'signed_in', ip);
      });
      return { outcome: 'email_change_approved' as const, email: (await usersRepository.byId(db, userId))!.pendingEmail! };
    },

    /** The person, signed in, cancels the pending change of their address (409 when none is pending). */
    async cancelSignedIn(userId: number, ip: string) {
      const user = await db.transaction(async (tx) => {
        const row = await usersRepository.byId(tx, userId);
        if (!row?.pendingEmail) throw nothingPending();
        await cancel(tx, row, 'signed_in', ip);
        return row;
      });
      return { outcome: 'email_change_cancelled' as const, email: user.email };
    },

    /** Follows a link: joins the company of a sign-up, or switches the account to its confirmed new address. */
    async confirm(token: string, ip: string): Promise<{ outcome: ConfirmOutcome; email: string }> {
      const row = await passwordTokensRepository.usable(db, hashToken(token), clock.now());
      if (!row || !CHANGE_PURPOSES.includes(row.purpose as LinkPurpose) || !row.email) throw tokenInvalid();
      const user = await usersRepository.byId(db, row.userId);
      if (!user) throw tokenInvalid();
      if (row.purpose !== 'email') {
        // Approve and cancel speak for the old address about the change still pending, never about a later one.
        if (row.email !== user.pendingEmail) throw tokenInvalid();
        await db.transaction(async (tx) => {
          await passwordTokensRepository.markUsed(tx, row.id, clock.now());
          if (row.purpose === 'email_approve') await approve(tx, user, 'old_address', ip);
          else await cancel(tx, user, 'old_address', ip);
        });
        return row.purpose === 'email_approve'
          ? { outcome: 'email_change_approved', email: row.email }
          : { outcome: 'email_change_cancelled', email: user.email };
      }
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
          // The change is done: the old address's cancel link has nothing left to cancel.
          await dropChangeLinks(tx, user.id);
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
