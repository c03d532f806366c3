import { passwordIssues, type PasswordIssue } from '@veloport/domain';
import { z } from 'zod';
import type { Db } from '../../../db/client';
import { recordAudit } from '../../../platform/audit';
import { usersRepository } from '../identity.repository';
import { hashPassword } from './passwords';

export type FirstAdminInput = { email: string; firstname: string; lastname: string; password: string; language: 'fr' | 'en' | 'nl' };
export type FirstAdminOutcome =
  | { outcome: 'created'; id: number }
  | { outcome: 'admin_exists' }
  | { outcome: 'email_invalid' }
  | { outcome: 'email_taken' }
  | { outcome: 'password_weak'; issues: PasswordIssue[] };

const emailSchema = z.string().trim().toLowerCase().email().max(254);

/**
 * The first admin of an empty production database (issue 24 point 14): the demo is never loaded there, and every
 * other account is made by an admin in the app. Refused once any admin exists, so it cannot be used to add a
 * second way in; the password follows the sign-up rules and is stored only as its argon2 hash.
 */
export async function createFirstAdmin(db: Db, input: FirstAdminInput): Promise<FirstAdminOutcome> {
  const email = emailSchema.safeParse(input.email);
  if (!email.success) return { outcome: 'email_invalid' };
  const issues = passwordIssues(input.password);
  if (issues.length) return { outcome: 'password_weak', issues };
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    // Two runs at once: the second waits for the first's row and then finds an admin.
    await usersRepository.lockForNewAdmin(tx);
    if (await usersRepository.anyAdmin(tx)) return { outcome: 'admin_exists' as const };
    if (await usersRepository.byEmail(tx, email.data)) return { outcome: 'email_taken' as const };
    const row = await usersRepository.insert(tx, {
      email: email.data,
      passwordHash,
      firstname: input.firstname.trim() || 'Admin',
      lastname: input.lastname.trim() || 'Veloport',
      language: input.language,
      status: 'active',
      isAdmin: true,
      permissions: ['admin'],
    });
    await recordAudit(tx, {
      actorId: null,
      action: 'user.first_admin_created',
      entity: 'user',
      entityId: row.id,
      after: { email: row.email, isAdmin: true, by: 'command line' },
    });
    return { outcome: 'created' as const, id: row.id };
  });
}
