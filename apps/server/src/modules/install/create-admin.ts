import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { user } from '#db/schema/auth.table.ts';
import { writeAudit } from '#platform/audit.ts';
import type { Auth } from '#platform/auth/auth.ts';
import { changeRole, type RoleChangeDeps } from '#platform/auth/change-role.ts';
import { DEMO_PASSWORD } from '#platform/seed.ts';
import { isDemoEmail } from './install-state.ts';

/** An admin's password typed on the server: longer than the sign-up minimum (an admin sees everything). */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;
/** How long the one-time link of `admin create --link` works. */
export const ADMIN_LINK_TTL_HOURS = 24;

export class InstallError extends Error {}

export type AdminDeps = RoleChangeDeps & { auth: Auth; publicUrl: string; now?: () => Date };

export interface NewAdmin {
  email: string;
  name: string;
  /** The password, or undefined to make a one-time link that sets it. */
  password?: string;
}

export interface CreatedAdmin {
  userId: string;
  email: string;
  /** With no password: the link that sets it, and when it stops working. */
  link?: { url: string; expiresAt: Date };
}

const EmailSchema = z.email();

/** The refusal for a password, in the words the command prints; null when it will do. */
export function adminPasswordProblem(password: string): string | null {
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    return `The password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters (it had ${password.length}).`;
  }
  if (password.length > 128) {
    return 'The password must be at most 128 characters.';
  }
  if (password === DEMO_PASSWORD) {
    return "That is the demo's published password: choose another.";
  }
  return null;
}

function checkInput(input: NewAdmin): { email: string; name: string } {
  const email = input.email.trim().toLowerCase();
  const name = input.name.trim();
  if (!EmailSchema.safeParse(email).success) {
    throw new InstallError(`"${input.email}" is not an e-mail address. Give the admin's address with --email.`);
  }
  if (isDemoEmail(email)) {
    throw new InstallError(`${email} is a demo account's address: give the admin's own e-mail address.`);
  }
  if (name.length === 0 || name.length > 120) {
    throw new InstallError('Give the admin\'s full name with --name (1 to 120 characters), e.g. --name "Amina Odhiambo".');
  }
  if (input.password !== undefined) {
    const problem = adminPasswordProblem(input.password);
    if (problem) {
      throw new InstallError(problem);
    }
  }
  return { email, name };
}

/**
 * Create an admin account (the firm's first, or any later one) with a verified e-mail, through
 * better-auth's internal adapter as sign-up does (its hook writes the profile, role and sign-up
 * audit rows), then give it the admin role through the one role-change function, and audit the
 * command. Without a password, a one-time reset token makes the link that sets it. A failure after
 * the account row exists removes it again, so a retry starts clean.
 */
export async function createAdmin(deps: AdminDeps, input: NewAdmin): Promise<CreatedAdmin> {
  const { email, name } = checkInput(input);
  const existing = await deps.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (existing.length > 0) {
    throw new InstallError(
      `${email} already has an account. An admin can give it the admin role on its page in the admin area (People); or choose another e-mail address.`,
    );
  }
  const ctx = await deps.auth.$context;
  const created = await ctx.internalAdapter.createUser({ email, name, emailVerified: true }, { method: 'email-password' });
  try {
    if (input.password !== undefined) {
      await ctx.internalAdapter.linkAccount({
        userId: created.id,
        providerId: 'credential',
        accountId: created.id,
        password: await ctx.password.hash(input.password),
      });
    }
    await changeRole(deps, { userId: created.id, role: 'admin', actorId: null });
    const link = input.password === undefined ? await makePasswordLink(deps, created.id) : undefined;
    await writeAudit(deps.db, {
      actionType: 'admin_created',
      entityType: 'user',
      entityId: created.id,
      userId: null,
      details: { email, via: 'command line', password: link ? 'one-time link' : 'typed on the server' },
    });
    return { userId: created.id, email, ...(link ? { link } : {}) };
  } catch (error) {
    await deps.db.delete(user).where(eq(user.id, created.id));
    throw error;
  }
}

/** better-auth's own reset-password token (one use, consumed when the password is set), valid ADMIN_LINK_TTL_HOURS. */
async function makePasswordLink(deps: AdminDeps, userId: string): Promise<{ url: string; expiresAt: Date }> {
  const ctx = await deps.auth.$context;
  const token = randomBytes(24).toString('base64url');
  const now = deps.now?.() ?? new Date();
  const expiresAt = new Date(now.getTime() + ADMIN_LINK_TTL_HOURS * 3600_000);
  await ctx.internalAdapter.createVerificationValue({ identifier: `reset-password:${token}`, value: userId, expiresAt });
  return { url: `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`, expiresAt };
}
